/**
 * Prices travel as `price` is written on the wire (1200, 99.5) and a lesson package's price is stored in
 * minor units (cents, fen), so sums stay exact; these two are the only conversion between them.
 */
export const toMinorUnits = (major: number): number => Math.round(major * 100);

export const fromMinorUnits = (minor: number): number => minor / 100;
