import { join } from 'node:path';
import type { DatabaseHandle } from '@quanta/db';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import {
  type CheckResult,
  checkDisk,
  checkLocalUploads,
  checkMail,
  defaultDiskMinFreeBytes,
  s3UploadsCheck,
} from './readiness-checks';
import { checkSchema, schemaVersionOf } from './schema-version';

export type HealthConfig = Pick<Config, 'dataDir' | 'migrationsFolder' | 's3' | 'smtpUrl' | 'diskMinFreeBytes'>;

/** A check that takes longer than this fails: a probe must answer before the balancer's own timeout. */
const checkTimeoutMs = 4000;

async function bounded(name: string, run: () => Promise<CheckResult>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: `no answer within ${checkTimeoutMs} ms` }), checkTimeoutMs);
  });
  try {
    return await Promise.race([
      run().catch((error: unknown) => ({
        ok: false,
        reason: `${name} check failed: ${(error as NodeJS.ErrnoException).code ?? (error as Error).name ?? 'error'}`,
      })),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health/live`: the process answers (a load balancer restarts it otherwise).
 * `GET /api/health/ready`: it may take traffic. Each check is reported by name in `result.checks`:
 * `database` (answers), `schema` (every migration of this server applied, and the database accepts this
 * server's schema version: ./schema-version.ts), `disk` (free space in the data folder), `uploads` (the
 * local folder is writable, or the S3 bucket answers) and `mail` (SMTP_URL is well formed). 503 naming the
 * failing checks when any fails, and while the server drains on SIGTERM (Fastify answers 503 then on its own).
 */
export function registerHealth(server: FastifyInstance, database: DatabaseHandle, config: HealthConfig) {
  const version = schemaVersionOf(config.migrationsFolder);
  version.catch(() => {});
  const uploads = config.s3 ? s3UploadsCheck(config.s3) : () => checkLocalUploads(join(config.dataDir, 'uploads'));
  const live = { code: 200, msg: 'ok', result: { status: 'live' } };
  server.get('/api/health/live', async () => live);
  server.get('/api/health/ready', async (req, reply) => {
    const databaseCheck = bounded('database', async () => {
      await database.db.execute('select 1');
      return { ok: true };
    });
    const schemaCheck = databaseCheck.then((db) =>
      db.ok
        ? bounded('schema', async () => {
            const { ok, reason, ...versions } = await checkSchema(database.db, await version);
            return { ok, ...(reason && { reason }), ...versions };
          })
        : { ok: false, reason: 'The database does not answer' },
    );
    const [db, schema, disk, files] = await Promise.all([
      databaseCheck,
      schemaCheck,
      bounded('disk', () => checkDisk(config.dataDir, config.diskMinFreeBytes ?? defaultDiskMinFreeBytes)),
      bounded('uploads', uploads),
    ]);
    const checks: Record<string, CheckResult> = {
      database: db,
      schema,
      disk,
      uploads: files,
      mail: checkMail(config.smtpUrl),
    };
    const failing = Object.entries(checks).filter(([, c]) => !c.ok);
    if (failing.length === 0) {
      return { code: 200, msg: 'ok', result: { status: 'ready', database: database.kind, checks } };
    }
    if (!db.ok) req.log.warn({ reason: db.reason }, 'not ready: database');
    const status = !db.ok ? 'unavailable' : failing.length === 1 && schema.pending ? 'migrating' : 'not ready';
    const msg = `Not ready: ${failing.map(([name, c]) => `${name} (${c.reason ?? 'failed'})`).join('; ')}`;
    return reply.code(503).send({ code: 503, msg, result: { status, database: database.kind, checks } });
  });
}
