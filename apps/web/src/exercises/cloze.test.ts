import { describe, expect, it } from 'vitest';
import { blanksHtml, clozeSegments, markOf, partsWithoutMarker, plainText } from './cloze';

describe('clozeSegments', () => {
  it('cuts the text at each part’s marker, keeping the HTML around it whole', () => {
    expect(clozeSegments('<p>v = {#1} m/s, the capital is {#2}.</p>', 2)).toEqual([
      { kind: 'html', html: '<p>v = ' },
      { kind: 'part', part: 1 },
      { kind: 'html', html: ' m/s, the capital is ' },
      { kind: 'part', part: 2 },
      { kind: 'html', html: '.</p>' },
    ]);
  });

  it('takes markers in the order they stand, blanks at either end included', () => {
    expect(clozeSegments('{#2} then {#1}', 2)).toEqual([
      { kind: 'part', part: 2 },
      { kind: 'html', html: ' then ' },
      { kind: 'part', part: 1 },
    ]);
  });

  it('leaves a marker naming no part, or one seen before, as text', () => {
    expect(clozeSegments('a {#1} b {#3} c {#1}', 2)).toEqual([
      { kind: 'html', html: 'a ' },
      { kind: 'part', part: 1 },
      { kind: 'html', html: ' b {#3} c {#1}' },
    ]);
    expect(clozeSegments('{#0}', 1)).toEqual([{ kind: 'html', html: '{#0}' }]);
  });

  it('gives a text without markers as one piece, and nothing for an empty text', () => {
    expect(clozeSegments('<p>No blanks</p>', 0)).toEqual([{ kind: 'html', html: '<p>No blanks</p>' }]);
    expect(clozeSegments('', 1)).toEqual([]);
  });

  it('names the parts the text has no marker for', () => {
    const segments = clozeSegments('x {#2}', 3);
    expect(partsWithoutMarker(segments, 3)).toEqual([1, 3]);
    expect(partsWithoutMarker(clozeSegments('{#1}{#2}', 2), 2)).toEqual([]);
  });

  it('draws an empty element where each blank goes', () => {
    expect(blanksHtml(clozeSegments('<p>v = {#1} m/s</p>', 1))).toBe(
      '<p>v = <span data-cloze-part="1"></span> m/s</p>',
    );
  });
});

describe('markOf', () => {
  it('marks full, part and no credit, and nothing before a verdict', () => {
    expect(markOf(1)).toBe('right');
    expect(markOf(0.5)).toBe('partial');
    expect(markOf(0)).toBe('wrong');
    expect(markOf(null)).toBeNull();
    expect(markOf(undefined)).toBeNull();
  });
});

describe('plainText', () => {
  it('drops tags and reads the common entities', () => {
    expect(plainText('<b>H<sub>2</sub>O</b> &amp; salt&nbsp;')).toBe('H2O & salt');
    expect(plainText('a &lt; b')).toBe('a < b');
  });
});
