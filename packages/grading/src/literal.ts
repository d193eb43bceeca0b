import { normalise } from './math';

/** A typed number split into its written mantissa, its value and whatever follows it (a unit). */
export interface NumberLiteral {
  mantissa: string;
  value: number;
  rest: string;
}

/**
 * A plain number as a student writes it: `9.8`, `-.5`, `1.23e-2`, `1.23E-2`, `1.23×10^-2`,
 * `1.23*10^(-2)`, then optional text (a unit). Null when the answer does not start with one.
 */
export function readNumber(raw: string): NumberLiteral | null {
  // A decimal comma between digits is a decimal point (9,8 is 9.8).
  const text = normalise(raw).replace(/(\d),(\d)/g, '$1.$2');
  const m =
    /^([+-]?(?:\d+\.?\d*|\.\d+))(?:[eE]([+-]?\d+)|\s*[*xX]\s*10\s*\^\s*(?:\(\s*([+-]?\d+)\s*\)|([+-]?\d+)))?(?![\d.])\s*(.*)$/s.exec(
      text,
    );
  if (!m) return null;
  const mantissa = m[1]!;
  const exponent = m[2] ?? m[3] ?? m[4];
  const value = Number(exponent === undefined ? mantissa : `${mantissa}e${exponent}`);
  if (!Number.isFinite(value)) return null;
  return { mantissa, value, rest: m[5]!.trim() };
}
