import type { DurationType } from '@quanta/validators';
import { buysPackage, durationMonths } from '../enrolment/rules';

/** A class's prices as stored: one month's in minor units, and its lesson package's size and price. */
export interface ClassPrices {
  priceMinor: number;
  lessonPackageSize: number;
  lessonPackagePriceMinor: number;
}

/** What one purchase costs and gives: its amount in minor units, the lessons of a package, the months of time. */
export interface Price {
  amountMinor: number;
  lessons: number;
  months: number;
}

/**
 * The price of what a family buys in a class: a month is `priceMinor`, a year twelve months, a lesson
 * package `lessonPackagePriceMinor` for `lessonPackageSize` lessons. The only place a price is computed:
 * online checkouts and offline confirmations both ask here, and no amount ever comes from a client.
 *
 * @example priceOf({ priceMinor: 18_000, lessonPackageSize: 0, lessonPackagePriceMinor: 0 }, 2) // { amountMinor: 216_000, lessons: 0, months: 12 }
 */
export function priceOf(cls: ClassPrices, durationType: DurationType | number): Price {
  if (buysPackage(durationType)) {
    return { amountMinor: cls.lessonPackagePriceMinor, lessons: cls.lessonPackageSize, months: 0 };
  }
  const months = durationMonths(durationType);
  return { amountMinor: cls.priceMinor * months, lessons: 0, months };
}
