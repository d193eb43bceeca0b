import type { Language } from '@quanta/validators';
import { paragraphsMail } from './mail-text';
import type { MailMessage } from './mailer';

export interface PaymentNotice {
  teacherName: string;
  className: string;
  studentName: string;
  studentEmail: string;
  /** Who pressed MAKE PAYMENT: the student or their parent. */
  payer: { name: string; email: string; isStudent: boolean };
  durationType: number;
  /** The class's package size, named when the family bought a package (duration type 3). */
  packageSize: number;
}

const templates = {
  en: (n: PaymentNotice) => {
    const duration =
      n.durationType === 3 ? `a package of ${n.packageSize} lessons` : n.durationType === 2 ? '1 year' : '1 month';
    const who = n.payer.isStudent
      ? `${n.studentName} (${n.studentEmail}) has paid`
      : `${n.payer.name} (${n.payer.email}) has paid for ${n.studentName} (${n.studentEmail})`;
    return {
      subject: `Payment to confirm: ${n.studentName}, ${n.className}`,
      paragraphs: [
        `Hello ${n.teacherName},`,
        `${who} to join your class "${n.className}" for ${duration}.`,
        'Please check the payment and confirm the registration on the Students page of the class.',
      ],
    };
  },
  zh: (n: PaymentNotice) => {
    const term =
      n.durationType === 3
        ? `购买 1 个课时包（${n.packageSize} 节课）`
        : `时长 ${n.durationType === 2 ? '1 年' : '1 个月'}`;
    const who = n.payer.isStudent
      ? `学生 ${n.studentName}（${n.studentEmail}）已付款`
      : `${n.payer.name}（${n.payer.email}）已为学生 ${n.studentName}（${n.studentEmail}）付款`;
    return {
      subject: `待确认付款：${n.studentName}，${n.className}`,
      paragraphs: [
        `${n.teacherName} 老师您好：`,
        `${who}，报名您的课程“${n.className}”，${term}。`,
        '请核对款项后，在该课程的学生页面确认报名。',
      ],
    };
  },
};

/** Tells a class's teacher that a student (or their parent) has paid and waits for confirmation. */
export function paymentNoticeMail(to: string, notice: PaymentNotice, lang: Language): MailMessage {
  const { subject, paragraphs } = templates[lang](notice);
  return paragraphsMail(to, subject, paragraphs);
}
