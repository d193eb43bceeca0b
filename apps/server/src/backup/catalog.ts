import type { SqlSession } from './sql-session';

/** The schemas a backup holds: the app's tables and drizzle's record of the migrations applied. */
const schemasSql = `n.nspname = 'public' or (n.nspname = 'drizzle' and c.relname = '__drizzle_migrations')`;

/**
 * Every table of the backup, each after the tables it references (a reference to itself is checked at the
 * end of its COPY, so it does not count).
 */
export async function tablesInLoadOrder(session: SqlSession): Promise<string[]> {
  const tables = await session.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition and (${schemasSql}) order by 1`,
  );
  const references = await session.query<{ child: string; parent: string }>(
    `select cn.nspname || '.' || cc.relname as child, pn.nspname || '.' || pc.relname as parent
     from pg_constraint k
     join pg_class cc on cc.oid = k.conrelid join pg_namespace cn on cn.oid = cc.relnamespace
     join pg_class pc on pc.oid = k.confrelid join pg_namespace pn on pn.oid = pc.relnamespace
     where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  const names = tables.map((t) => t.name);
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const r of references) if (parents.has(r.child) && parents.has(r.parent)) parents.get(r.child)?.add(r.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (placed.has(name)) return;
    if (visiting.has(name)) throw new Error(`the tables' references form a cycle through ${name}`);
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent);
    visiting.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered;
}

export interface OwnedSequence {
  sequence: string;
  table: string;
  column: string;
}

const sequenceSql = (owned: boolean) =>
  `select sn.nspname || '.' || s.relname as sequence, tn.nspname || '.' || t.relname as "table", a.attname as "column"
   from pg_class s join pg_namespace sn on sn.oid = s.relnamespace
   ${owned ? '' : 'left '}join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
     and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
   ${owned ? '' : 'left '}join pg_class t on t.oid = d.refobjid
   ${owned ? '' : 'left '}join pg_namespace tn on tn.oid = t.relnamespace
   ${owned ? '' : 'left '}join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
   where s.relkind = 'S' and sn.nspname in ('public', 'drizzle')`;

/** The sequences a column owns (serial and identity columns). */
export function ownedSequences(session: SqlSession): Promise<OwnedSequence[]> {
  return session.query<OwnedSequence>(sequenceSql(true));
}

/** The sequences no column owns, with their state. */
export async function freeSequences(session: SqlSession) {
  const all = await session.query<{ sequence: string; table: string | null }>(sequenceSql(false));
  const free = all.filter((s) => s.table === null).map((s) => s.sequence);
  const states = [];
  for (const name of free) {
    const [row] = await session.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${name
        .split('.')
        .map((p) => `"${p}"`)
        .join('.')}`,
    );
    states.push({ name, lastValue: String(row?.last_value), isCalled: row?.is_called === true });
  }
  return states;
}
