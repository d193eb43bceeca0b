import { type BankQuestion, decodeTag, encodeTag, tagPrefix } from './model';

/**
 * What a format cannot say of a question travels in one tag, `quanta-body:<base64url JSON>`, so that a
 * question written out and read back by Quanta is the question it was: GIFT's missing hints, units and
 * cloze parts, a cloze part's units in Moodle XML, an answer that takes the question's own tolerance. The
 * tag holds only the fields that read back differently; Moodle reads the file without it as it would any.
 */

const fields = ['kind', 'text', 'correct', 'choices', 'freeMode', 'solution'] as const;
/** The body fields a tag may carry (tags travel as the format's own). */
const bodyFields = new Set([
  'choices',
  'answers',
  'units',
  'pairs',
  'parts',
  'hints',
  'hintPenalty',
  'shuffle',
  'caseSensitive',
]);
type CarriedField = (typeof fields)[number];

interface Carried {
  fields?: Partial<Pick<BankQuestion, CarriedField>>;
  /** Body fields as they were; null for a field the question has not. */
  body?: Record<string, unknown>;
}

/** JSON with object keys sorted, so two equal values compare equal whatever their key order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The tag that restores what `read` (the question as written and read back) lost of `q`, or none. */
export function carriedTag(q: BankQuestion, read: BankQuestion): string | undefined {
  const carried: Carried = {};
  for (const f of fields) {
    if (stable(q[f]) !== stable(read[f])) carried.fields = { ...carried.fields, [f]: q[f] ?? null };
  }
  const keys = new Set([...Object.keys(q.body), ...Object.keys(read.body)].filter((k) => bodyFields.has(k)));
  for (const key of keys) {
    const was = (q.body as Record<string, unknown>)[key];
    if (stable(was) !== stable((read.body as Record<string, unknown>)[key])) {
      carried.body = { ...carried.body, [key]: was ?? null };
    }
  }
  return carried.fields || carried.body ? `${tagPrefix.carried}${encodeTag(carried)}` : undefined;
}

/** A question read from a file with what its `quanta-body:` tag carried put back. */
export function withCarried<Q extends BankQuestion>(q: Q): Q {
  if (!q.carried) return q;
  const carried = decodeTag(q.carried) as Carried | undefined;
  if (!carried || typeof carried !== 'object') return q;
  const out: Q = { ...q, body: { ...q.body } };
  for (const f of fields) {
    if (carried.fields && f in carried.fields) {
      const value = carried.fields[f];
      if (value === null || value === undefined) delete out[f];
      else (out as unknown as Record<string, unknown>)[f] = value;
    }
  }
  for (const [key, value] of Object.entries(carried.body ?? {})) {
    if (!bodyFields.has(key)) continue;
    if (value === null) delete (out.body as Record<string, unknown>)[key];
    else (out.body as Record<string, unknown>)[key] = value;
  }
  // The edit form's schema checks whatever the tag said, as it checks any imported question.
  delete out.carried;
  return out;
}
