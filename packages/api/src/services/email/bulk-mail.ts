import type { Language } from '@quanta/validators';
import { escapeHtml, mailTextOf } from './mail-text';

const footers: Record<Language, (school: string) => string> = {
  en: (school) => `You receive this e-mail because you have an account at ${school} or were written to by its staff.`,
  zh: (school) => `您收到此邮件，是因为您在 ${school} 有账号或该校工作人员给您发送了邮件。`,
};

/**
 * A bulk e-mail for one recipient: the admin's title and sanitised content as written, and a footer in
 * the recipient's language naming the school (`Deps.schoolName`); an HTML part and a plain-text part.
 */
export function bulkMail(title: string, contentHtml: string, lang: Language, schoolName: string) {
  const footer = footers[lang](schoolName);
  return {
    subject: title,
    html: `${contentHtml}<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 8px"><p style="color:#777;font-size:12px">${escapeHtml(footer)}</p>`,
    text: `${mailTextOf(contentHtml)}\n\n--\n${footer}`,
  };
}
