import { randomBytes } from 'node:crypto';
import { speedupsOn } from './switch';

/**
 * The mark a `JsonText` leaves in `JSON.stringify`'s output while `stringifyJson` runs: a NUL (refused in
 * every input) and a nonce drawn at start, so no stored text can stand for one.
 */
const mark = `\u0000${randomBytes(12).toString('base64url')}`;
const markInJson = JSON.stringify(mark);

/** The texts of the JsonTexts met by the `stringifyJson` running, in the order they were written. */
let met: string[] | null = null;

/**
 * A part of an answer written as JSON once and kept (a question list the runner sends every student the
 * same): `stringifyJson` puts its text in place instead of writing the value again. Anything else that
 * writes it (`JSON.stringify`) gets the value itself, so the answer is the same either way.
 */
export class JsonText<T = unknown> {
  constructor(
    readonly text: string,
    readonly value: T,
  ) {}

  toJSON(): unknown {
    if (!met) return this.value;
    met.push(this.text);
    return mark;
  }

  /** The text in the place of a value of type T: the wire sees T, which is what the client's types say. */
  as(): T {
    return this as unknown as T;
  }
}

/**
 * `JSON.stringify`, with each JsonText's kept text in its place. The servers' one serializer of answers.
 * With the speed-ups off it is `JSON.stringify` itself.
 */
export function stringifyJson(value: unknown): string | undefined {
  if (!speedupsOn()) return JSON.stringify(value);
  const outer = met;
  met = [];
  try {
    const json = JSON.stringify(value);
    if (met.length === 0 || json === undefined) return json;
    const parts = json.split(markInJson);
    let out = parts[0] as string;
    for (let i = 1; i < parts.length; i++) out += (met[i - 1] as string) + parts[i];
    return out;
  } finally {
    met = outer;
  }
}
