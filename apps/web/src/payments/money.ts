import { currencyDigits, formatMoney, toMinorUnits } from '@quanta/validators';

type Language = 'en' | 'zh';

/** What can still be refunded of a payment, in minor units. */
export const refundLeft = (payment: { amount: number; refunded: number }) =>
  Math.max(0, payment.amount - payment.refunded);

/**
 * The refund form's amount (major units, as typed) in minor units for `admin.refundPayment`; null when it
 * is not a positive amount of at most `leftMinor`.
 */
export function refundMinor(major: number | string, currency: string, leftMinor: number): number | null {
  const value = typeof major === 'number' ? major : Number(major);
  if (!Number.isFinite(value)) return null;
  const minor = toMinorUnits(value, currency);
  return minor >= 1 && minor <= leftMinor ? minor : null;
}

/** The decimals an amount field of the currency takes: 2 for usd and cny, 0 for jpy. */
export const amountDecimals = (currency: string) => currencyDigits(currency);

/** A report entry's amount as the report counts it: a refund is money going back, so negative. */
export const signedAmount = (entry: { kind: 'payment' | 'refund'; amount: number }) =>
  entry.kind === 'refund' ? -entry.amount : entry.amount;

/** A report entry's amount as the table shows it: `$12.50` for a payment, `-$5.00` for a refund. */
export function formatEntryAmount(
  entry: { kind: 'payment' | 'refund'; amount: number; currency: string },
  language: Language,
): string {
  return formatMoney(signedAmount(entry), entry.currency, language);
}

/** A payment's or refund's date and time in the school's zone (the answer's `timeZone`): 'Mar 3, 2026, 4:00 PM', '2026/3/3 16:00'. */
export function formatPaidAt(iso: string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone && { timeZone }),
  }).format(new Date(iso));
}

/** The month `now` falls in, `YYYY-MM` in the reader's zone: the finance report's first month. */
export function monthOf(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}
