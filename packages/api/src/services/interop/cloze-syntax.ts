import type { ChoiceOption, ClozePart, WeightedAnswer } from '@quanta/grading/body';
import type { ImportReason } from '../../commands/import-questions';
import { fractionOfPercent } from './shapes';

/**
 * Moodle's embedded answers (Cloze): `{2:NUMERICAL:=9.8:0.1#Right~%50%10:1#Close}` in a question's text,
 * each one a part of weight 2. Quanta keeps the text with a marker `{#n}` where each part stands and the
 * parts in the question's body; this file reads the one into the other and writes it back.
 */

const kinds: Record<string, { kind: ClozePart['kind']; caseSensitive?: boolean } | 'multiresponse'> = {};
for (const t of ['NUMERICAL', 'NM']) kinds[t] = { kind: 'number' };
for (const t of ['SHORTANSWER', 'SA', 'MW']) kinds[t] = { kind: 'text' };
for (const t of ['SHORTANSWER_C', 'SAC', 'MWC']) kinds[t] = { kind: 'text', caseSensitive: true };
for (const t of ['MULTICHOICE', 'MC', 'MULTICHOICE_V', 'MCV', 'MULTICHOICE_H', 'MCH']) kinds[t] = { kind: 'choice' };
for (const t of ['MULTICHOICE_S', 'MCS', 'MULTICHOICE_VS', 'MCVS', 'MULTICHOICE_HS', 'MCHS'])
  kinds[t] = { kind: 'choice' };
for (const t of [
  'MULTIRESPONSE',
  'MR',
  'MULTIRESPONSE_H',
  'MRH',
  'MULTIRESPONSE_S',
  'MRS',
  'MULTIRESPONSE_HS',
  'MRHS',
]) {
  kinds[t] = 'multiresponse';
}

/** Where an embedded answer starts: `{`, its weight, its type and a colon. */
const opening = /\{(\d*):([A-Z_]+):/g;

/** The index of the first `stop` character at or after `from` that no backslash escapes, or -1. */
function unescapedIndex(text: string, stop: string, from: number, end = text.length): number {
  for (let i = from; i < end; i++) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === stop) return i;
  }
  return -1;
}

/** Splits on `~` that no backslash escapes. */
function alternatives(body: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (;;) {
    const at = unescapedIndex(body, '~', from);
    if (at < 0) break;
    out.push(body.slice(from, at));
    from = at + 1;
  }
  out.push(body.slice(from));
  return out;
}

/** The first `#` that separates feedback: not escaped, and not the `#` of an HTML entity (`&#39;`). */
function feedbackMark(alt: string): number {
  for (let i = 0; i < alt.length; i++) {
    if (alt[i] === '\\') i += 1;
    else if (alt[i] === '#' && alt[i - 1] !== '&' && !alt.slice(0, i).endsWith('&amp;')) return i;
  }
  return -1;
}

const unescapeCloze = (text: string) => text.replace(/\\([}#~/\\"])/g, '$1');

interface Alternative {
  fraction: number;
  text: string;
  feedback: string;
}

function alternative(raw: string): Alternative {
  let rest = raw.trim();
  let fraction = 0;
  if (rest.startsWith('=')) {
    fraction = 1;
    rest = rest.slice(1);
  } else {
    const weight = /^%(-?\d+(?:[.,]\d*)?)%/.exec(rest);
    if (weight) {
      fraction = fractionOfPercent(Number(weight[1]!.replace(',', '.')));
      rest = rest.slice(weight[0].length);
    }
  }
  const mark = feedbackMark(rest);
  const text = unescapeCloze((mark < 0 ? rest : rest.slice(0, mark)).trim());
  const feedback = mark < 0 ? '' : unescapeCloze(rest.slice(mark + 1).trim());
  return { fraction, text, feedback };
}

/** A number answer `9.8:0.1` (or `9.8`, or `*`) as its text and tolerance. */
function numberAnswer(a: Alternative): WeightedAnswer {
  const colon = a.text.indexOf(':');
  const value = colon > 0 ? a.text.slice(0, colon).trim() : a.text;
  const tolerance = colon > 0 ? Math.abs(Number(a.text.slice(colon + 1).trim())) : 0;
  return {
    text: value,
    fraction: a.fraction,
    feedback: a.feedback,
    tolerance: Number.isFinite(tolerance) ? tolerance : 0,
  };
}

export interface ClozeRead {
  /** The text with `{#1}`, `{#2}` … where the parts stood. */
  text: string;
  parts: ClozePart[];
  /** A number part's `*` answer (Moodle's "any other answer"): Quanta's number parts take numbers only. */
  droppedWildcards: number;
}

/** Reads the embedded answers of a Moodle Cloze text; a multi-response part (several choices at once) has no Quanta form. */
export function readCloze(html: string): ClozeRead | ImportReason {
  const parts: ClozePart[] = [];
  let droppedWildcards = 0;
  let out = '';
  let last = 0;
  opening.lastIndex = 0;
  for (let m = opening.exec(html); m; m = opening.exec(html)) {
    const type = kinds[m[2]!];
    const close = unescapedIndex(html, '}', opening.lastIndex);
    if (!type || close < 0) continue;
    if (type === 'multiresponse') return { key: 'importSkipClozePart', values: { type: m[2]! } };
    const alts = alternatives(html.slice(opening.lastIndex, close)).map(alternative);
    const part: ClozePart = {
      kind: type.kind,
      weight: Math.min(100, Math.max(1, Number(m[1] || 1))),
      answers: [],
      choices: [],
      units: [],
      caseSensitive: type.caseSensitive ?? false,
    };
    if (type.kind === 'choice') {
      part.choices = alts.map((a): ChoiceOption => ({ text: a.text, fraction: a.fraction, feedback: a.feedback }));
    } else if (type.kind === 'number') {
      const answers = alts.map(numberAnswer);
      part.answers = answers.filter((a) => a.text !== '*');
      droppedWildcards += answers.length - part.answers.length;
    } else {
      part.answers = alts.map((a) => ({ text: a.text, fraction: a.fraction, feedback: a.feedback, tolerance: null }));
    }
    parts.push(part);
    out += `${html.slice(last, m.index)}{#${parts.length}}`;
    last = close + 1;
    opening.lastIndex = close + 1;
  }
  return { text: out + html.slice(last), parts, droppedWildcards };
}

/** A part's text or feedback with the embedded syntax's own characters escaped (an entity's `#` stays). */
const escapeCloze = (text: string) =>
  text
    .replace(/\\(?=[}#~/\\"]|$)/g, '\\\\')
    .replace(/[}~]/g, (c) => `\\${c}`)
    .replace(/(?<!&|&amp;)#/g, '\\#')
    .replace(/\r?\n/g, ' ');

const percent = (fraction: number) => `%${Number((fraction * 100).toFixed(5))}%`;

function writePart(part: ClozePart): string {
  const feedback = (f: string) => (f ? `#${escapeCloze(f)}` : '');
  if (part.kind === 'choice') {
    const alts = part.choices.map((c) => `${percent(c.fraction)}${escapeCloze(c.text)}${feedback(c.feedback)}`);
    return `{${part.weight}:MULTICHOICE:${alts.join('~')}}`;
  }
  if (part.kind === 'number') {
    const alts = part.answers.map(
      (a) =>
        `${percent(a.fraction)}${escapeCloze(a.text)}${a.tolerance === null ? '' : `:${a.tolerance}`}${feedback(a.feedback)}`,
    );
    return `{${part.weight}:NUMERICAL:${alts.join('~')}}`;
  }
  const type = part.caseSensitive ? 'SHORTANSWER_C' : 'SHORTANSWER';
  const alts = part.answers.map((a) => `${percent(a.fraction)}${escapeCloze(a.text)}${feedback(a.feedback)}`);
  return `{${part.weight}:${type}:${alts.join('~')}}`;
}

/** A Quanta cloze text with each marker `{#n}` replaced by its part in Moodle's syntax. */
export function writeCloze(text: string, parts: ClozePart[]): string {
  return text.replace(/\{#(\d{1,2})\}/g, (whole, n: string) => {
    const part = parts[Number(n) - 1];
    return part ? writePart(part) : whole;
  });
}
