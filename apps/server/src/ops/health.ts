import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle } from '@quanta/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** When the newest migration in the folder was made (drizzle's `folderMillis`); 0 for none. */
async function newestMigration(migrationsFolder: string): Promise<number> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** When the newest applied migration was made, from drizzle's own table; 0 before any. */
async function newestApplied(database: DatabaseHandle): Promise<number> {
  const rows = (await database.db.execute(
    sql`select coalesce(max(created_at), 0)::text as at from drizzle.__drizzle_migrations`,
  )) as unknown as { at: string }[] | { rows: { at: string }[] };
  const list = Array.isArray(rows) ? rows : rows.rows;
  return Number(list[0]?.at ?? 0);
}

/**
 * `GET /api/health/live`: the process answers (a load balancer restarts it otherwise).
 * `GET /api/health/ready`: it may take traffic: the database answers and every migration in the folder is
 * applied; 503 otherwise, and while the server drains on SIGTERM (Fastify answers 503 then on its own).
 */
export function registerHealth(server: FastifyInstance, database: DatabaseHandle, migrationsFolder: string) {
  const expected = newestMigration(migrationsFolder);
  expected.catch(() => {});
  const live = { code: 200, msg: 'ok', result: { status: 'live' } };
  server.get('/api/health/live', async () => live);
  server.get('/api/health/ready', async (req, reply) => {
    try {
      const [wanted, applied] = await Promise.all([expected, newestApplied(database)]);
      if (applied < wanted) {
        return reply
          .code(503)
          .send({ code: 503, msg: 'Migrations pending', result: { status: 'migrating', database: database.kind } });
      }
      return { code: 200, msg: 'ok', result: { status: 'ready', database: database.kind } };
    } catch (error) {
      req.log.warn({ err: error }, 'not ready');
      return reply
        .code(503)
        .send({ code: 503, msg: 'Database unreachable', result: { status: 'unavailable', database: database.kind } });
    }
  });
}
