import { describe, expect, it } from 'vitest';
import { JsonText, stringifyJson } from '../src/speedups/json-text';

const kept = (value: unknown) => new JsonText(JSON.stringify(value), value);

describe('stringifyJson', () => {
  const list = [
    { q: 'Ohm’s law', n: 1, tags: ['电流', 'A'] },
    { q: 'say "hi"\n', n: null },
  ];
  const answer = {
    code: 200,
    result: { name: 'quiz', questionList: kept(list).as(), again: [kept({ a: 1 }), kept('x'), kept(null)] },
    msg: 'success',
  };

  it('writes what JSON.stringify writes of the values, with the kept texts in their places', () => {
    const expected = JSON.stringify({
      code: 200,
      result: { name: 'quiz', questionList: list, again: [{ a: 1 }, 'x', null] },
      msg: 'success',
    });
    expect(stringifyJson(answer)).toBe(expected);
    // Written by anything else, a JsonText is its value.
    expect(JSON.stringify(answer)).toBe(expected);
  });

  it('puts in the kept text, not the value (the text is what was kept)', () => {
    const text = new JsonText('{"kept":true}', { kept: false });
    expect(stringifyJson({ a: text, b: [text] })).toBe('{"a":{"kept":true},"b":[{"kept":true}]}');
    expect(JSON.stringify({ a: text })).toBe('{"a":{"kept":false}}');
  });

  it('writes values without kept parts, strings with NUL characters and nothing as JSON.stringify does', () => {
    for (const value of [{ a: '\u0000x' }, ['\u0000', 1], 'plain', 3, null, undefined, { t: undefined }]) {
      expect(stringifyJson(value)).toBe(JSON.stringify(value));
    }
  });

  it('is itself again after a value that cannot be written', () => {
    expect(() => stringifyJson({ a: kept(1), big: 1n })).toThrow(TypeError);
    expect(stringifyJson({ a: kept(2) })).toBe('{"a":2}');
    expect(JSON.stringify({ a: kept(3) })).toBe('{"a":3}');
  });
});
