import { type Database, questions } from '@quanta/db';
import { and, like, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { keptWhileAlive } from '../../speedups/kept';
import { containsPattern } from '../like';

/**
 * My Questions' "name contains" and the trigram index. The index intersects the posting list of every
 * trigram of the searched text; a word found in most names ("drill" in "Vector drill 42") has one as long as
 * the table, and walking it costs more than the rest of the search. So when the planner's sample of names
 * shows a searched word to be that common and another to be rare, only the rare words go to the index
 * (each as its own, looser "contains"), and the whole text is checked on the rows it finds. The rows, their
 * order and the total are the same either way: every name containing the text contains each of its words.
 */

/** A name of the planner's sample, as `trigramText` gives it, and the share of the table it stands for. */
export interface SampledName {
  name: string;
  share: number;
}

/** A word in at least this share of the names is too common for the index when a rarer one is searched. */
export const commonShare = 0.05;

/** How long a sample is reused: statistics change only when the table is analysed, and a stale sample
 * costs only speed. */
const sampleTtlMs = 60_000;

const asciiWord = /[a-z0-9]+/gi;
const asciiSeparator = /^[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]$/;

/** A name as pg_trgm sees it: lower case, its words apart by one space, a space at either end. */
export const trigramText = (name: string) => ` ${name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;

/**
 * The parts of `text` to give the index instead of the whole, or undefined to give it the whole. A part
 * is an ASCII word with the separator on either side of it in `text`, so pg_trgm pads it as in the whole
 * text; a part must yield a trigram (three characters counting the padding: two before, one after).
 */
export function indexedParts(text: string, sample: readonly SampledName[]): string[] | undefined {
  if (sample.length === 0) return undefined;
  const rare: string[] = [];
  let common = false;
  for (const m of text.matchAll(asciiWord)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = start > 0 && asciiSeparator.test(text[start - 1] as string);
    const after = end < text.length && asciiSeparator.test(text[end] as string);
    if (m[0].length + (before ? 2 : 0) + (after ? 1 : 0) < 3) continue;
    const word = `${before ? ' ' : ''}${m[0].toLowerCase()}${after ? ' ' : ''}`;
    const share = sample.reduce((sum, s) => (s.name.includes(word) ? sum + s.share : sum), 0);
    if (share >= commonShare) common = true;
    else rare.push(text.slice(before ? start - 1 : start, after ? end + 1 : end));
  }
  return common && rare.length > 0 ? rare : undefined;
}

/** The names of the planner's sample of questions.name (most common values, then histogram bounds). */
async function loadSample(db: Database): Promise<SampledName[]> {
  const [row] = await db
    .select({
      mcv: sql<string[] | null>`most_common_vals::text::text[]`,
      mcf: sql<number[] | null>`most_common_freqs::float8[]`,
      bounds: sql<string[] | null>`histogram_bounds::text::text[]`,
      nullFrac: sql<number>`null_frac::float8`,
    })
    .from(sql`pg_stats`)
    .where(sql`schemaname = current_schema() and tablename = 'questions' and attname = 'name'`);
  if (!row) return [];
  const mcv = row.mcv ?? [];
  const mcf = (row.mcf ?? []).map(Number);
  const bounds = row.bounds ?? [];
  const rest = Math.max(0, 1 - mcf.reduce((a, b) => a + b, 0) - Number(row.nullFrac));
  return [
    ...mcv.map((name, i) => ({ name: trigramText(name), share: mcf[i] ?? 0 })),
    ...bounds.map((name) => ({ name: trigramText(name), share: rest / bounds.length })),
  ];
}

const samples = keptWhileAlive<Database, { at: number; sample: Promise<SampledName[]> }>('name-statistics');

/** The sample, read once per `sampleTtlMs`; none (the whole text to the index) if it cannot be read. */
function nameSample(deps: Deps): Promise<SampledName[]> {
  const now = deps.now().getTime();
  const cached = samples.get(deps.db);
  if (cached && now - cached.at < sampleTtlMs) return cached.sample;
  const sample = loadSample(deps.db).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'questions.name statistics unreadable; searching with every trigram');
    return [];
  });
  samples.set(deps.db, { at: now, sample });
  return sample;
}

/**
 * The filter "questions.name contains `text`" (ILIKE, wildcards literal), shaped for the trigram index. It
 * reads name_lower: `name_lower LIKE lower(pattern)` is how PostgreSQL answers `name ILIKE pattern` in a
 * UTF-8 database, without lowering each name it checks.
 */
export async function nameContains(deps: Deps, text: string): Promise<SQL | undefined> {
  const contains = (part: string) => like(questions.nameLower, sql`lower(${containsPattern(part)})`);
  const parts = indexedParts(text, await nameSample(deps));
  if (!parts) return contains(text);
  // `name_lower || ''` is the same text but no index column, so the planner checks it on the rows the parts find.
  return and(...parts.map(contains), sql`(${questions.nameLower} || '') like lower(${containsPattern(text)})`);
}
