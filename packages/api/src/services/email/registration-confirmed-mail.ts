import type { Language } from '@quanta/validators';
import { paragraphsMail } from './mail-text';
import type { MailMessage } from './mailer';

/** What a teacher's confirmation without a price gave: the family's mail (a priced one sends the receipt). */
export interface RegistrationConfirmed {
  /** Whom the mail greets: the student's parent, else the student. */
  readerName: string;
  studentName: string;
  className: string;
  teacherName: string;
  durationType: number;
  lessons: number;
  /** The place's new end, as the reader's calendar writes it; null for a package. */
  validUntil: string | null;
  myClassesUrl: string;
}

const templates = {
  en: (c: RegistrationConfirmed) => ({
    subject: `Registration confirmed: ${c.studentName}, ${c.className}`,
    paragraphs: [
      `Hello ${c.readerName},`,
      `${c.teacherName} confirmed ${c.studentName}'s registration in the class "${c.className}".`,
      c.validUntil
        ? `The place is registered until ${c.validUntil}.`
        : `${c.lessons} lessons were added to the balance.`,
      `The class is on My Classes: ${c.myClassesUrl}`,
    ],
  }),
  zh: (c: RegistrationConfirmed) => ({
    subject: `报名已确认：${c.studentName}，${c.className}`,
    paragraphs: [
      `${c.readerName}，您好：`,
      `${c.teacherName} 老师已确认 ${c.studentName} 报名课程“${c.className}”。`,
      c.validUntil ? `名额有效期至 ${c.validUntil}。` : `已为课时余额增加 ${c.lessons} 节课。`,
      `课程可在“我的课程”中找到：${c.myClassesUrl}`,
    ],
  }),
};

/** Tells the family that the teacher confirmed a registration that had nothing to pay. */
export function registrationConfirmedMail(to: string, c: RegistrationConfirmed, lang: Language): MailMessage {
  const { subject, paragraphs } = templates[lang](c);
  return paragraphsMail(to, subject, paragraphs);
}
