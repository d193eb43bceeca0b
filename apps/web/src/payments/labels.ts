import type { TFunction } from 'i18next';
import type { RouterOutputs } from '../session/storage';

export type Payment = RouterOutputs['user']['getPayments']['list'][number];
export type PaymentMethod = Payment['method'];
export type PaymentStatus = Payment['status'];

/** How a payment was made, in the interface language: Card, Alipay, 微信支付… */
export function methodLabel(t: TFunction, method: PaymentMethod): string {
  return t(`payments.methods.${method}`);
}

/** A payment's standing in the interface language: Paid, Refunded, Partly refunded. */
export function statusLabel(t: TFunction, status: PaymentStatus): string {
  return t(`payments.statuses.${status}`);
}

/** The status badge's colour: green while all is kept, grey once all is given back, orange for part. */
export function statusColor(status: PaymentStatus): string {
  if (status === 'paid') return 'green';
  return status === 'refunded' ? 'gray' : 'orange';
}

/** What a payment bought: 1 month, 1 year, or a package of `lessons` lessons (durationType 1, 2, 3). */
export function durationLabel(t: TFunction, durationType: number, lessons: number): string {
  if (durationType === 3) return t('payments.durations.package', { count: lessons });
  return t(durationType === 2 ? 'payments.durations.year' : 'payments.durations.month');
}
