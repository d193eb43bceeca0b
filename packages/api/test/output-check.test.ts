import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answers, OutputMismatch, setOutputChecks } from '../src/presenters/output-check';
import { instant, listOf, wire } from '../src/presenters/wire';
import { JsonText } from '../src/speedups/json-text';

const person = wire({ _id: z.string(), name: z.string(), at: instant.nullable() });
const parse = answers(listOf(person));

describe('answers(shape): each answer held to what its procedure declares', () => {
  afterEach(() => {
    setOutputChecks(true);
    vi.restoreAllMocks();
  });

  it('passes a matching answer on unchanged, dates and kept JSON checked as the wire carries them', () => {
    const value = { list: [{ _id: 'a', name: 'Amy', at: new Date('2026-11-27T07:00:00Z') }], total: 1 };
    expect(parse(value)).toBe(value);
    const kept = new JsonText('{"_id":"b","name":"Bo","at":null}', { _id: 'b', name: 'Bo', at: null });
    expect(() => parse({ list: [kept], total: 1 })).not.toThrow();
  });

  it('refuses a field the shape does not name, a missing field and a wrong type, naming each', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cases: [unknown, RegExp][] = [
      [{ list: [{ _id: 'a', name: 'Amy', at: null, passwordHash: 'x' }], total: 1 }, /list\.0: .*passwordHash/],
      [{ list: [{ _id: 'a', at: null }], total: 1 }, /list\.0\.name/],
      [{ list: [], total: '1' }, /total/],
    ];
    for (const [value, message] of cases) {
      expect(() => parse(value)).toThrow(OutputMismatch);
      expect(() => parse(value)).toThrow(message);
    }
  });

  it('checks nothing when checks are off (production)', () => {
    setOutputChecks(false);
    const wrong = { list: 'not a list' };
    expect(parse(wrong)).toBe(wrong);
  });
});
