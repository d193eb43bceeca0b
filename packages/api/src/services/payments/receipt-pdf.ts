import { TZDate } from '@date-fns/tz';
import type { PaymentRow } from '@quanta/db';
import { formatMoney, type Language } from '@quanta/validators';
import { format } from 'date-fns';
import { startPdf } from '../pdf/pdf-document';

/** The school as a receipt prints it. */
export interface ReceiptSchool {
  name: string;
  address: string;
  /** The IANA zone the receipt's dates are written in. */
  timeZone: string;
}

type ReceiptPayment = Pick<
  PaymentRow,
  | 'receiptNumber'
  | 'paidAt'
  | 'payerName'
  | 'studentName'
  | 'className'
  | 'durationType'
  | 'lessons'
  | 'periodStart'
  | 'periodEnd'
  | 'amountMinor'
  | 'refundedMinor'
  | 'currency'
  | 'method'
>;

const words = {
  en: {
    receipt: 'Receipt',
    number: 'Receipt number',
    date: 'Date',
    payer: 'Paid by',
    student: 'Student',
    class: 'Class',
    bought: 'Purchased',
    period: 'Period',
    amount: 'Amount',
    method: 'Payment method',
    refunded: 'Refunded',
    net: 'Net paid',
    methods: { card: 'Card', alipay: 'Alipay', wechat_pay: 'WeChat Pay', offline: 'Offline' } as Record<string, string>,
    bought1: '1 month',
    bought2: '1 year',
    package: (n: number) => `A package of ${n} lessons`,
    range: (from: string, until: string) => `${from} to ${until}`,
    thanks: 'Thank you for your payment.',
  },
  zh: {
    receipt: '收据',
    number: '收据编号',
    date: '日期',
    payer: '付款人',
    student: '学生',
    class: '课程',
    bought: '购买内容',
    period: '有效期',
    amount: '金额',
    method: '付款方式',
    refunded: '已退款',
    net: '实付',
    methods: { card: '银行卡', alipay: '支付宝', wechat_pay: '微信支付', offline: '线下付款' } as Record<
      string,
      string
    >,
    bought1: '1 个月',
    bought2: '1 年',
    package: (n: number) => `课时包（${n} 节课）`,
    range: (from: string, until: string) => `${from} 至 ${until}`,
    thanks: '感谢您的付款。',
  },
} as const;

/**
 * A payment's receipt as a PDF, in the payer's language: the school, the receipt number and date (in the
 * school's zone), who paid for whom, what was bought, the amount and method, and refunds so far. The
 * document's dates are the payment's, so the same receipt always gives the same bytes.
 */
export async function receiptPdf(payment: ReceiptPayment, school: ReceiptSchool, lang: Language): Promise<Uint8Array> {
  const w = words[lang];
  const day = (at: Date) => format(new TZDate(at.getTime(), school.timeZone), 'yyyy-MM-dd');
  const money = (minor: number) => formatMoney(minor, payment.currency, lang);
  const { doc, finish } = await startPdf(lang, {
    Title: `${w.receipt} ${payment.receiptNumber}`,
    Author: school.name,
    Subject: `${payment.className} · ${payment.studentName}`,
    CreationDate: payment.paidAt,
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(18).text(school.name, { width });
  if (school.address) doc.font('regular').fontSize(10).text(school.address, { width });
  doc.moveDown(1.5);
  doc.font('bold').fontSize(16).text(`${w.receipt} #${payment.receiptNumber}`, { width });
  doc.moveDown(1);

  const row = (label: string, value: string) => {
    const top = doc.y;
    doc.font('bold').fontSize(11).text(label, left, top, { width: 140 });
    const below = doc.y;
    doc
      .font('regular')
      .fontSize(11)
      .text(value, left + 150, top, { width: width - 150 });
    doc.x = left;
    doc.y = Math.max(below, doc.y) + 6;
  };
  const bought =
    payment.durationType === 3 ? w.package(payment.lessons) : payment.durationType === 2 ? w.bought2 : w.bought1;
  row(w.number, String(payment.receiptNumber));
  row(w.date, day(payment.paidAt));
  row(w.payer, payment.payerName);
  row(w.student, payment.studentName);
  row(w.class, payment.className);
  row(w.bought, bought);
  if (payment.periodStart && payment.periodEnd)
    row(w.period, w.range(day(payment.periodStart), day(payment.periodEnd)));
  row(w.amount, money(payment.amountMinor));
  row(w.method, w.methods[payment.method] ?? payment.method);
  if (payment.refundedMinor > 0) {
    row(w.refunded, money(payment.refundedMinor));
    row(w.net, money(payment.amountMinor - payment.refundedMinor));
  }
  doc.moveDown(1.5);
  doc.font('regular').fontSize(10).text(w.thanks, left, doc.y, { width });
  return finish();
}
