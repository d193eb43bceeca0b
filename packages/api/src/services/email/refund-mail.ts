import { formatMoney, type Language } from '@quanta/validators';
import { paragraphsMail } from './mail-text';
import type { MailMessage } from './mailer';

/** What the payer is told about a refund. */
export interface RefundNotice {
  payerName: string;
  studentName: string;
  className: string;
  receiptNumber: number;
  /** In minor units of `currency`: this refund, and all given back on the payment so far. */
  amountMinor: number;
  refundedMinor: number;
  paidMinor: number;
  currency: string;
  /** Whether the money goes back through the provider (else the school pays it back by hand). */
  online: boolean;
  /** What of the place the refund took back: lessons of a package, or days of a period. */
  lessonsRemoved: number;
  daysRemoved: number;
}

const templates = {
  en: (n: RefundNotice) => {
    const money = (minor: number) => formatMoney(minor, n.currency, 'en');
    const place =
      n.lessonsRemoved > 0
        ? `${n.lessonsRemoved === 1 ? '1 lesson' : `${n.lessonsRemoved} lessons`} of the package were taken back.`
        : n.daysRemoved > 0
          ? `The place now ends ${n.daysRemoved === 1 ? '1 day' : `${n.daysRemoved} days`} earlier.`
          : '';
    return {
      subject: `Refund of ${money(n.amountMinor)}: ${n.studentName}, ${n.className}`,
      paragraphs: [
        `Hello ${n.payerName},`,
        `We have refunded ${money(n.amountMinor)} of your payment for ${n.studentName} in the class "${n.className}" (receipt ${n.receiptNumber}). In all ${money(n.refundedMinor)} of ${money(n.paidMinor)} has been refunded.`,
        n.online
          ? 'The money goes back the way you paid; your bank or wallet may take a few days to show it.'
          : 'The school will pay the money back to you directly.',
        place,
      ].filter(Boolean),
    };
  },
  zh: (n: RefundNotice) => {
    const money = (minor: number) => formatMoney(minor, n.currency, 'zh');
    const place =
      n.lessonsRemoved > 0
        ? `课时包中的 ${n.lessonsRemoved} 节课已相应扣除。`
        : n.daysRemoved > 0
          ? `名额的到期日相应提前 ${n.daysRemoved} 天。`
          : '';
    return {
      subject: `退款 ${money(n.amountMinor)}：${n.studentName}，${n.className}`,
      paragraphs: [
        `${n.payerName}，您好：`,
        `您为 ${n.studentName} 报名课程“${n.className}”的付款（收据编号 ${n.receiptNumber}）已退款 ${money(n.amountMinor)}。该笔付款 ${money(n.paidMinor)} 中累计已退款 ${money(n.refundedMinor)}。`,
        n.online ? '款项将按原付款方式退回，到账可能需要几天。' : '学校将直接把款项退还给您。',
        place,
      ].filter(Boolean),
    };
  },
};

/** Tells the payer that (part of) their payment was refunded, and what of the place it took back. */
export function refundMail(to: string, notice: RefundNotice, lang: Language): MailMessage {
  const { subject, paragraphs } = templates[lang](notice);
  return paragraphsMail(to, subject, paragraphs);
}
