import type { Database } from '@quanta/db';
import { sql } from 'drizzle-orm';
import { procedureInput, queryString, type Sample, type WalkedRoute } from './routes';

/** One malformed call: a JSON value or raw text for a body, a query string for a GET. */
export interface BadCase {
  label: string;
  /** Body as JSON (POST/PUT) or query object (GET). */
  value?: unknown;
  /** A body sent as it is (malformed JSON, forbidden keys). */
  raw?: string;
  /** A query string sent as it is. */
  query?: string;
  /** Whether the server must refuse it whatever the schema says (the JSON parser refuses it). */
  alwaysRefused?: boolean;
}

const OVERLONG = 'x'.repeat(300_000);
const bodyValues: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
  ['overlong', OVERLONG],
  ['array for a value', ['x']],
  ['huge number', 1e308],
  ['object for a value', { x: 1 }],
  ['negative', -1],
  ['boolean', true],
  ['null', null],
  ['fraction', 1.5],
];
const queryValues: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['overlong', 'x'.repeat(4000)],
  ['repeated key (array)', ['x', 'y']],
  ['huge number', '1e308'],
  ['negative', '-1'],
  ['not a number', 'NaN'],
  ['fraction', '1.5'],
  ['JSON text', '{"x":1}'],
  ['empty', ''],
  ['boolean text', 'true'],
  ['markup', '<script>alert(1)</script>'],
];

/** Each leaf of a sample object with its path (objects nested one level, as sign-up's parent and student). */
function fieldPaths(value: unknown, prefix: string[] = [], depth = 0): string[][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return prefix.length ? [prefix] : [];
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return prefix.length ? [prefix] : [];
  return entries.flatMap(([k, v]) =>
    depth < 1 && v && typeof v === 'object' && !Array.isArray(v)
      ? fieldPaths(v, [...prefix, k], depth + 1)
      : [[...prefix, k]],
  );
}

function withField(sample: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(sample) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) as string] = value;
  return copy;
}

/** At least ten malformed inputs for a route, built from a valid-looking sample. */
export function badCases(r: WalkedRoute, sample: Sample): BadCase[] {
  const cases: BadCase[] = [];
  const fields = fieldPaths(sample.input);
  if (r.route.method === 'GET') {
    const base = (sample.input ?? {}) as Record<string, unknown>;
    cases.push({ label: 'missing every field', value: {} });
    cases.push({ label: '__proto__ key', query: `${queryString(base) || '?'}&__proto__=x&__proto__[isAdmin]=1` });
    cases.push({
      label: 'constructor.prototype key',
      query: `${queryString(base) || '?'}&constructor[prototype][x]=1`,
    });
    for (const path of fields) {
      for (const [label, value] of queryValues)
        cases.push({ label: `${path.join('.')}: ${label}`, value: withField(base, path, value) });
      cases.push({
        label: `${path.join('.')}: missing`,
        value: Object.fromEntries(Object.entries(base).filter(([k]) => k !== path[0])),
      });
    }
    return cases;
  }
  cases.push({ label: 'malformed JSON', raw: '{"a":', alwaysRefused: true });
  cases.push({ label: '__proto__ key', raw: '{"__proto__":{"isAdmin":true}}', alwaysRefused: true });
  cases.push({
    label: 'constructor.prototype key',
    raw: '{"constructor":{"prototype":{"isAdmin":true}}}',
    alwaysRefused: true,
  });
  cases.push({ label: 'a JSON array', value: [] });
  cases.push({ label: 'a JSON string', value: 'x' });
  cases.push({ label: 'a huge JSON number', raw: '1e400' });
  cases.push({ label: 'JSON null', raw: 'null' });
  cases.push({ label: 'missing every field', value: {} });
  for (const path of fields) {
    for (const [label, value] of bodyValues)
      cases.push({ label: `${path.join('.')}: ${label}`, value: withField(sample.input, path, value) });
  }
  return cases;
}

/** What the REST adapter hands the procedure for a case; undefined when it cannot be known (raw text). */
export function caseInput(
  r: WalkedRoute,
  c: BadCase,
  params: Record<string, string>,
): { known: boolean; input?: unknown } {
  if (c.query !== undefined) return { known: false };
  if (c.raw !== undefined) {
    if (c.alwaysRefused) return { known: false };
    return { known: true, input: procedureInput(r.route, JSON.parse(c.raw), params) };
  }
  if (r.route.method === 'GET') {
    // The query as the server parses it: every value a string, a repeated key an array of strings.
    const query = Object.fromEntries(
      Object.entries((c.value ?? {}) as Record<string, unknown>).map(([k, v]) => [
        k,
        Array.isArray(v) ? v.map(String) : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v),
      ]),
    );
    return { known: true, input: procedureInput(r.route, query, params) };
  }
  return { known: true, input: procedureInput(r.route, c.value, params) };
}

/** Whether the route's own parser refuses the case (unknowable cases count as refused when `alwaysRefused`). */
export function refusedBySchema(r: WalkedRoute, c: BadCase, params: Record<string, string>): boolean | undefined {
  if (c.alwaysRefused) return true;
  const { known, input } = caseInput(r, c, params);
  if (!known) return undefined;
  if (!r.schema) return false;
  return !r.schema.safeParse(input).success;
}

/** A digest of every row of every table, to show that a refused call changed nothing. */
export async function digestAll(db: Database): Promise<string> {
  const tables = rowsOf(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((r) => String(r.name));
  const parts = await Promise.all(
    tables.map(async (name) => {
      const [row] = rowsOf(
        await db.execute(
          sql.raw(`select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as d from "${name}" x`),
        ),
      );
      return `${name}:${row?.d}`;
    }),
  );
  return parts.join(';');
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
