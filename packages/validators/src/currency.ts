/**
 * Money: amounts are kept as integers in the currency's minor units (cents, fen; yen have none), and the
 * spec's calls write a price as a plain number of major units (1200, 99.5). These are the only
 * conversions between the two, and the only formatting of an amount with its currency.
 */

/** ISO 4217 codes, lower case as Stripe writes them: `usd`, `cny`. */
export const currencyPattern = /^[a-z]{3}$/;

/** Whether `code` names a currency this runtime's Intl knows (an unknown code is refused at start-up). */
export function isKnownCurrency(code: string): boolean {
  if (!currencyPattern.test(code)) return false;
  try {
    return Intl.supportedValuesOf('currency').includes(code.toUpperCase());
  } catch {
    return false;
  }
}

/** The number of minor-unit digits of a currency: 2 for usd and cny, 0 for jpy and krw. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** A price as the wire writes it (major units) in minor units, rounded to the currency's smallest unit. */
export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyDigits(currency));
}

/** Minor units as the wire writes a price (major units). */
export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/** An amount in minor units with its currency, as the reader's language writes it: `$12.50`, `¥1,200.00`. */
export function formatMoney(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(fromMinorUnits(minor, currency));
}
