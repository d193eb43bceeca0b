import { type DbOrTx, questions, sources } from '@quanta/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { QuestionWithSource } from '../presenters/question';
import { questionWithSource } from '../services/questions/data';
import { countLookup, speedupsOn } from './switch';

/**
 * The version of a question row as a read names it: PostgreSQL's `xmin`, which every write of the row
 * changes (an update writes a new row version), so a cached copy of the same id and version is the row.
 */
export const questionVersion = sql<string>`${questions}.xmin::text`;

/** What a read names of each question it needs: its id, row version and source's name. */
export interface QuestionRef {
  id: string;
  version: string;
  sourceName: string | null;
}

interface Cached {
  version: string;
  row: QuestionWithSource;
}

/**
 * Question rows by id, per database, for the reads every student of a homework repeats (the runner):
 * a read names each question's version and only the questions not cached at that version are read
 * whole. A cached row is frozen (shared by every request), which lets presenters keep its presented form.
 */
const caches = new WeakMap<object, LRUCache<string, Cached>>();

function cacheOf(db: DbOrTx) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Cached>({ max: 5_000 });
    caches.set(db, cache);
  }
  return cache;
}

/** The rows of `ids` with their versions, read in one statement. */
const readRows = (db: DbOrTx, ids: string[]) =>
  db
    .select({ ...questionWithSource, rowVersion: questionVersion })
    .from(questions)
    .leftJoin(sources, eq(sources.id, questions.sourceId))
    .where(inArray(questions.id, ids));

/**
 * The rows of `refs` (same order; undefined only for a question removed since the read named it), from the
 * cache where the version matches, the others read in one statement. With the speed-ups off, all are read.
 */
export async function questionsByRef(db: DbOrTx, refs: QuestionRef[]): Promise<(QuestionWithSource | undefined)[]> {
  if (!speedupsOn()) {
    const byId = new Map<string, QuestionWithSource>();
    if (refs.length > 0)
      for (const { rowVersion: _, ...row } of await readRows(
        db,
        refs.map((ref) => ref.id),
      ))
        byId.set(row.id, row);
    return refs.map((ref) => byId.get(ref.id));
  }
  const cache = cacheOf(db);
  const missing = refs.filter((ref) => {
    const hit = cache.get(ref.id);
    const fresh = !!hit && hit.version === ref.version && hit.row.sourceName === ref.sourceName;
    countLookup('question-rows', fresh);
    return !fresh;
  });
  if (missing.length > 0) {
    const rows = await readRows(
      db,
      missing.map((ref) => ref.id),
    );
    // A row written since the read named it is cached at its newer version.
    for (const { rowVersion, ...row } of rows) cache.set(row.id, { version: rowVersion, row: Object.freeze(row) });
  }
  return refs.map((ref) => cache.get(ref.id)?.row);
}
