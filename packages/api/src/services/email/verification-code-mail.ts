import type { Language } from '@quanta/validators';
import type { MailMessage } from './mailer';

const codeMail = {
  en: (code: string, school: string) => ({
    subject: `Your ${school} verification code`,
    text: `Your verification code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this e-mail.`,
  }),
  zh: (code: string, school: string) => ({
    subject: `${school} 验证码`,
    text: `您的验证码是 ${code}，10 分钟内有效。如非本人操作，请忽略此邮件。`,
  }),
};

/** The sign-in code mail, in the reader's language, naming the school (`Deps.schoolName`) in its subject. */
export function verificationCodeMail(to: string, code: string, lang: Language, schoolName: string): MailMessage {
  const { subject, text } = codeMail[lang](code, schoolName);
  return { to, subject, text, html: `<p>${text.replace(code, `<b style="font-size:20px">${code}</b>`)}</p>` };
}
