import { formatMoney, type Language } from '@quanta/validators';
import { escapeHtml, paragraphsMail } from './mail-text';
import type { MailMessage } from './mailer';

/** What one payment bought and how it was paid: the receipt mail's and the teacher's notice's facts. */
export interface PaymentFacts {
  className: string;
  studentName: string;
  payerName: string;
  payerEmail: string;
  amountMinor: number;
  currency: string;
  /** 'card', 'alipay', 'wechat_pay' or 'offline'. */
  method: string;
  receiptNumber: number;
  durationType: number;
  /** Lessons of a package (duration type 3). */
  lessons: number;
  /** The place's new end, as the reader's calendar writes it (duration types 1 and 2); null for a package. */
  validUntil: string | null;
  /** The page with the payment history and its receipts. */
  paymentsUrl: string;
}

const methodNames = {
  en: { card: 'card', alipay: 'Alipay', wechat_pay: 'WeChat Pay', offline: 'offline payment' },
  zh: { card: '银行卡', alipay: '支付宝', wechat_pay: '微信支付', offline: '线下付款' },
} as const;

const methodOf = (lang: Language, method: string) =>
  methodNames[lang][method as keyof (typeof methodNames)['en']] ?? method;

const boughtEn = (f: PaymentFacts) =>
  f.durationType === 3 ? `a package of ${f.lessons} lessons` : f.durationType === 2 ? '1 year' : '1 month';
const boughtZh = (f: PaymentFacts) =>
  f.durationType === 3 ? `1 个课时包（${f.lessons} 节课）` : f.durationType === 2 ? '1 年' : '1 个月';

const receipts = {
  en: (f: PaymentFacts) => ({
    subject: `Payment received: ${f.className}, receipt ${f.receiptNumber}`,
    paragraphs: [
      `Hello ${f.payerName},`,
      `We received ${formatMoney(f.amountMinor, f.currency, 'en')} by ${methodOf('en', f.method)} for ${f.studentName}'s place in the class "${f.className}": ${boughtEn(f)}.`,
      f.validUntil
        ? `The place is registered until ${f.validUntil}.`
        : `${f.lessons} lessons were added to the balance.`,
      `Receipt number: ${f.receiptNumber}. The receipt (PDF) is on your payments page:`,
    ],
  }),
  zh: (f: PaymentFacts) => ({
    subject: `已收到付款：${f.className}，收据 ${f.receiptNumber}`,
    paragraphs: [
      `${f.payerName}，您好：`,
      `我们已通过${methodOf('zh', f.method)}收到 ${formatMoney(f.amountMinor, f.currency, 'zh')}，用于 ${f.studentName} 在课程“${f.className}”的名额：${boughtZh(f)}。`,
      f.validUntil ? `名额有效期至 ${f.validUntil}。` : `已为课时余额增加 ${f.lessons} 节课。`,
      `收据编号：${f.receiptNumber}。收据（PDF）可在付款记录页面下载：`,
    ],
  }),
};

const notices = {
  en: (f: PaymentFacts, teacherName: string) => ({
    subject: `Paid online: ${f.studentName}, ${f.className}`,
    paragraphs: [
      `Hello ${teacherName},`,
      `${f.payerName} (${f.payerEmail}) paid ${formatMoney(f.amountMinor, f.currency, 'en')} by ${methodOf('en', f.method)} for ${f.studentName} to join your class "${f.className}" for ${boughtEn(f)}.`,
      'The place is registered already: there is nothing to confirm.',
    ],
  }),
  zh: (f: PaymentFacts, teacherName: string) => ({
    subject: `已在线付款：${f.studentName}，${f.className}`,
    paragraphs: [
      `${teacherName} 老师您好：`,
      `${f.payerName}（${f.payerEmail}）已通过${methodOf('zh', f.method)}支付 ${formatMoney(f.amountMinor, f.currency, 'zh')}，为学生 ${f.studentName} 报名您的课程“${f.className}”，${boughtZh(f)}。`,
      '名额已自动登记，无需确认。',
    ],
  }),
};

/** The payer's receipt mail: what was paid and bought, the receipt number, and where the PDF is. */
export function paymentReceiptMail(to: string, facts: PaymentFacts, lang: Language): MailMessage {
  const { subject, paragraphs } = receipts[lang](facts);
  const link = escapeHtml(facts.paymentsUrl);
  const last = paragraphs.length - 1;
  return {
    to,
    subject,
    text: [...paragraphs.slice(0, last), `${paragraphs[last]} ${facts.paymentsUrl}`].join('\n\n'),
    html: paragraphs
      .map((p, i) => `<p>${escapeHtml(p)}${i === last ? ` <a href="${link}">${link}</a>` : ''}</p>`)
      .join(''),
  };
}

/** Tells a class's teacher that a family paid online and the place is registered (nothing to confirm). */
export function paymentReceivedTeacherMail(
  to: string,
  teacherName: string,
  facts: PaymentFacts,
  lang: Language,
): MailMessage {
  const { subject, paragraphs } = notices[lang](facts, teacherName);
  return paragraphsMail(to, subject, paragraphs);
}
