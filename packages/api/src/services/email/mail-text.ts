import { htmlText } from '@quanta/validators/html-text';

/** Plain text of sanitised HTML, for a mail's text part: blocks and line breaks kept as new lines. */
export const mailTextOf = htmlText;

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
