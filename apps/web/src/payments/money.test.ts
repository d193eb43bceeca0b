import { describe, expect, it } from 'vitest';
import { amountDecimals, formatEntryAmount, monthOf, refundLeft, refundMinor, signedAmount } from './money';

describe('refund amounts', () => {
  it('leaves what was paid less what went back', () => {
    expect(refundLeft({ amount: 12_000, refunded: 0 })).toBe(12_000);
    expect(refundLeft({ amount: 12_000, refunded: 2_550 })).toBe(9_450);
    expect(refundLeft({ amount: 12_000, refunded: 12_000 })).toBe(0);
  });

  it('turns the major units typed into minor units, rounded to the currency', () => {
    expect(refundMinor(25.5, 'usd', 12_000)).toBe(2_550);
    expect(refundMinor('94.5', 'cny', 9_450)).toBe(9_450);
    expect(refundMinor(0.1 + 0.2, 'usd', 12_000)).toBe(30);
    expect(refundMinor(1500, 'jpy', 5_000)).toBe(1_500);
    expect(amountDecimals('usd')).toBe(2);
    expect(amountDecimals('jpy')).toBe(0);
  });

  it('refuses nothing, less than a cent, more than is left and text that is no number', () => {
    expect(refundMinor(0, 'usd', 12_000)).toBeNull();
    expect(refundMinor(0.004, 'usd', 12_000)).toBeNull();
    expect(refundMinor(120.01, 'usd', 12_000)).toBeNull();
    expect(refundMinor('', 'usd', 12_000)).toBeNull();
    expect(refundMinor('abc', 'usd', 12_000)).toBeNull();
  });
});

describe('the finance report', () => {
  it('counts a refund as money going back', () => {
    expect(signedAmount({ kind: 'payment', amount: 12_000 })).toBe(12_000);
    expect(signedAmount({ kind: 'refund', amount: 2_550 })).toBe(-2_550);
  });

  it('shows a refund as a negative amount and a payment as it is', () => {
    expect(formatEntryAmount({ kind: 'payment', amount: 12_000, currency: 'usd' }, 'en')).toBe('$120.00');
    expect(formatEntryAmount({ kind: 'refund', amount: 2_550, currency: 'usd' }, 'en')).toBe('-$25.50');
    expect(formatEntryAmount({ kind: 'refund', amount: 2_550, currency: 'cny' }, 'zh')).toBe('-¥25.50');
  });

  it('opens on the month of today', () => {
    expect(monthOf(new Date(2026, 0, 31))).toBe('2026-01');
    expect(monthOf(new Date(2026, 11, 1))).toBe('2026-12');
  });
});
