import { describe, expect, it } from 'vitest';
import { indexedParts, type SampledName, trigramText } from '../src/services/questions/name-search';

/** A sample of 100 equally weighted names: "Vector drill <i> <hex>" as the scale bench names them. */
const drills: SampledName[] = Array.from({ length: 100 }, (_, i) => ({
  name: trigramText(`Vector drill ${1000 + i * 7} ${(i * 2654435761).toString(16)}`),
  share: 0.01,
}));

describe('indexedParts', () => {
  it('leaves a word common in the sample to the row check when a rare one is searched', () => {
    expect(indexedParts('drill 42', drills)).toEqual([' 42']);
    expect(indexedParts('Vector drill 42 x', drills)).toEqual([' 42 ', ' x']);
    expect(indexedParts('quantum drill', drills)).toEqual(['quantum ']);
  });

  it('judges a word as pg_trgm pads it: "42" inside hex is no word starting with 42', () => {
    const hex = [{ name: trigramText('Energy a42f-0420'), share: 1 }];
    expect(indexedParts('energy 42', hex)).toEqual([' 42']);
    expect(indexedParts('energy 042', hex)).toEqual(undefined);
  });

  it('gives the index the whole text when no word is common, none is rare, or there is no sample', () => {
    expect(indexedParts('quantum 42', drills)).toBeUndefined();
    expect(indexedParts('vector drill', drills)).toBeUndefined();
    expect(indexedParts('drill 42', [])).toBeUndefined();
  });

  it('never gives the index a part without a trigram', () => {
    // "a" at the very start is padded only after it: two characters, no trigram; "x" after a space has one.
    expect(indexedParts('a drill', drills)).toBeUndefined();
    expect(indexedParts('42 drill', drills)).toEqual(['42 ']);
    expect(indexedParts('drill x', drills)).toEqual([' x']);
    expect(indexedParts('ab-drill', drills)).toEqual(['ab-']);
  });

  it('weighs a most common value by its share', () => {
    const sample = [{ name: trigramText('Momentum quiz'), share: 0.2 }, ...drills.map((s) => ({ ...s, share: 0.008 }))];
    expect(indexedParts('momentum 42', sample)).toEqual([' 42']);
    expect(indexedParts('quiz vector', sample)).toBeUndefined();
  });

  it('looks only at ASCII words, whose padding it knows', () => {
    expect(indexedParts('drill 牛顿', drills)).toBeUndefined();
    expect(indexedParts('牛顿 42 drill', drills)).toEqual([' 42 ']);
  });
});
