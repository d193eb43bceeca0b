import type { MessageKey } from '@quanta/validators';
import { htmlText } from '@quanta/validators/html-text';

/** Blank when the editor holds only empty paragraphs (and no picture or video). */
export function isBlankHtml(html: string): boolean {
  if (/<(?:img|video|iframe)\b/i.test(html)) return false;
  return htmlText(html) === '';
}

/** §5 Send Email, in order: the first problem's message key, or null when the e-mail can go. */
export function sendCheck(form: {
  title: string;
  content: string;
  recipients: string[];
  groups: unknown[];
}): MessageKey | null {
  if (!form.title.trim()) return 'correctionMailTitleRequired';
  if (isBlankHtml(form.content)) return 'correctionMailContentRequired';
  if (form.recipients.length === 0 && form.groups.length === 0) return 'emailRecipientsRequired';
  return null;
}
