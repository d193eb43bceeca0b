import { htmlText } from '@quanta/validators/html-text';

/** Plain text of sanitised HTML, for a mail's text part: blocks and line breaks kept as new lines. */
export const mailTextOf = htmlText;

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** A mail written as paragraphs of plain text: the text part joins them, the HTML part makes each a `<p>`. */
export const paragraphsMail = (to: string, subject: string, paragraphs: string[]) => ({
  to,
  subject,
  text: paragraphs.join('\n\n'),
  html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
});
