import { describe, expect, it } from 'vitest';
import { formatKind, generalNumber, isoDateText, serialToText } from '../src/services/questions/xlsx-cells';

describe('generalNumber: a stored number as Excel’s General format shows it', () => {
  it.each([
    ['9.800000000000001', '9.8'],
    ['9.800000000000002', '9.8'],
    ['0.30000000000000004', '0.3'],
    ['0.7999999999999999', '0.8'],
    ['1001', '1001'],
    ['1001.0', '1001'],
    ['20261123', '20261123'],
    ['-3.5', '-3.5'],
    ['0', '0'],
    ['-0', '0'],
    ['3.14159265358979', '3.14159265358979'],
    ['3.141592653589793', '3.14159265358979'],
    ['123456789012345', '123456789012345'],
    ['1234567890123456', '1.23456789012346E+15'],
    ['6.02214076e+23', '6.02214076E+23'],
    ['1e21', '1E+21'],
    ['6.673999999999999e-11', '6.674E-11'],
    ['1.602176634E-19', '1.602176634E-19'],
    ['0.000001', '0.000001'],
    ['1e-9', '0.000000001'],
    ['1e-10', '1E-10'],
    ['0.00012', '0.00012'],
    ['299792458', '299792458'],
    ['9.99999999999999999', '10'],
    ['-1.5e-12', '-1.5E-12'],
    [' 42 ', '42'],
  ])('%s shows as %s', (stored, shown) => {
    expect(generalNumber(stored)).toBe(shown);
  });

  it('leaves what is not a number as it is', () => {
    expect(generalNumber('abc')).toBe('abc');
    expect(generalNumber('')).toBe('');
    expect(generalNumber('Infinity')).toBe('Infinity');
  });
});

describe('formatKind: which number formats show dates and times', () => {
  it.each([
    [0, undefined, 'number'],
    [2, undefined, 'number'],
    [10, undefined, 'number'],
    [14, undefined, 'date'],
    [22, undefined, 'date'],
    [20, undefined, 'time'],
    [46, undefined, 'time'],
    [57, undefined, 'date'],
    [164, 'yyyy-mm-dd', 'date'],
    [164, 'mm-dd-yy', 'date'],
    [164, 'mmm yyyy', 'date'],
    [164, 'mmmm', 'date'],
    [164, '[$-409]d-mmm-yy;@', 'date'],
    [164, 'yyyy"年"m"月"d"日"', 'date'],
    [164, 'h:mm AM/PM', 'time'],
    [164, '[h]:mm:ss', 'time'],
    [164, 'mm:ss', 'time'],
    [164, 'General', 'number'],
    [164, '0.00E+00', 'number'],
    [164, '#,##0.00 "days"', 'number'],
    [164, '[Red]0.0;[Blue]-0.0', 'number'],
    [164, '0.0\\d', 'number'],
    [164, '0%', 'number'],
  ] as const)('format %i %s is a %s', (id, code, kind) => {
    expect(formatKind(id, code)).toBe(kind);
  });
});

describe('serialToText: date serials as a teacher would write them', () => {
  it('reads the 1900 system, its phantom 29 February, and times', () => {
    expect(serialToText(46362, 'date', false)).toBe('2026-12-06');
    expect(serialToText(1, 'date', false)).toBe('1900-01-01');
    expect(serialToText(59, 'date', false)).toBe('1900-02-28');
    expect(serialToText(60, 'date', false)).toBe('1900-02-29');
    expect(serialToText(61, 'date', false)).toBe('1900-03-01');
    expect(serialToText(46362.5, 'date', false)).toBe('2026-12-06 12:00');
    expect(serialToText(0.75, 'time', false)).toBe('18:00');
    expect(serialToText(0.5 + 1 / 86_400, 'time', false)).toBe('12:00:01');
  });

  it('reads the 1904 system and refuses what cannot be a date', () => {
    expect(serialToText(0, 'date', true)).toBe('1904-01-01');
    expect(serialToText(44900, 'date', true)).toBe('2026-12-06');
    expect(serialToText(-1, 'date', false)).toBeUndefined();
    expect(serialToText(3_000_000, 'date', false)).toBeUndefined();
    expect(serialToText(Number.NaN, 'date', false)).toBeUndefined();
  });

  it('shows ISO date cells the same way', () => {
    expect(isoDateText('2026-12-06T00:00:00Z')).toBe('2026-12-06');
    expect(isoDateText('2026-12-06')).toBe('2026-12-06');
    expect(isoDateText('2026-12-06T08:30:00')).toBe('2026-12-06 08:30');
    expect(isoDateText('2026-12-06T08:30:15.000Z')).toBe('2026-12-06 08:30:15');
    expect(isoDateText('soon')).toBeUndefined();
  });
});
