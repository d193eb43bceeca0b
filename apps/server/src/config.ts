import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultOutboxOptions,
  defaultSchoolRules,
  type OutboxOptions,
  type SchoolRules,
  type StripeOptions,
  stripeOptions,
} from '@quanta/api';
import { defaultPoolMax } from '@quanta/db';
import { type TrustedProxies, trustedProxies } from './trust-proxy';
import type { S3Options } from './uploads/s3-store';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: PGlite under the data folder. */
  databaseUrl?: string;
  /** The most connections to PostgreSQL (`DATABASE_POOL_MAX`); unset: twice the cores, at most 10. */
  databasePoolMax?: number;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail: string;
  /** Whether ADMIN_EMAIL was set: with the demo school and without it, the demo admin is the first admin. */
  adminEmailSet?: boolean;
  adminPassword?: string;
  seedDemo: boolean;
  tokenSecret: string;
  /** The site's public address, for links in mail. */
  publicUrl: string;
  /** The school's name (`SCHOOL_NAME`, default "Quanta"): page titles, structured data and mail. */
  schoolName: string;
  /** The school's time zone, leave cut-off and currency (`SCHOOL_TIMEZONE`, `LEAVE_CUTOFF_HOURS`, `SCHOOL_CURRENCY`). */
  school?: SchoolRules;
  /** Online payment through Stripe (`STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`); unset: manual payment only. */
  stripe?: StripeOptions;
  /** Retries and waits of the mail outbox. */
  outbox: OutboxOptions;
  /** The built web app; unset or missing: API only. */
  webDist?: string;
  migrationsFolder: string;
  /**
   * The proxies whose X-Forwarded-For is believed (`TRUST_PROXY`): how many hops in front of the server, or
   * their addresses and ranges. Unset: none, the client address is the connection's.
   */
  trustProxy?: TrustedProxies;
  /** Uploads in an S3-compatible store (`S3_ENDPOINT` and friends); unset: on local disk under the data folder. */
  s3?: S3Options;
  /** Prometheus metrics at `/metrics` (`METRICS=on`), on a listener of their own, never on the app's port. */
  metrics?: boolean;
  /** The metrics listener's port (`METRICS_PORT`, 9464; 0: any free port). */
  metricsPort?: number;
  /** The metrics listener's address (`METRICS_HOST`, 127.0.0.1). */
  metricsHost?: string;
  /** Readiness fails below this much free space in the data folder (`DISK_MIN_FREE_MB`, 200). */
  diskMinFreeBytes?: number;
  /**
   * The caches and the JSON splicer (packages/api/src/speedups); `QUANTA_CACHES=off` turns them all off.
   * Unset: as the environment says.
   */
  caches?: boolean;
  /**
   * Each answer checked against the shape its procedure declares (packages/api/src/presenters/output-check.ts):
   * on in development and tests, off in production (`NODE_ENV=production`) unless `VALIDATE_OUTPUT=1`.
   */
  outputChecks?: boolean;
  /** How long a SIGTERM waits for requests in flight before closing anyway (`DRAIN_SECONDS`, 25). */
  drainMs?: number;
  /** How long the start waits for PostgreSQL to answer, retrying (`DATABASE_WAIT_SECONDS`, 60; 0: no wait). */
  databaseWaitMs?: number;
  /** Seconds a new PostgreSQL connection may take before its requests fail with 503 (`DATABASE_CONNECT_TIMEOUT`, 5). */
  databaseConnectTimeout?: number;
  /** A backup into `DATA_DIR/backups` every this many hours (`BACKUP_EVERY_HOURS`); 0 or unset: none. */
  backupEveryHours?: number;
  /** How many scheduled backups are kept, the newest (`BACKUP_KEEP`, 7). */
  backupKeep?: number;
}

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root, found from this file whether it runs from src/ or a dist/ bundle. */
export const repoRoot = resolve(here, '../../..');

/** The token secret from the environment, or one generated once and kept in the data folder. */
function tokenSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.TOKEN_SECRET) return env.TOKEN_SECRET;
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A positive whole number from the environment, or the default. */
function count(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** `DATABASE_POOL_MAX`: a positive whole number (else the default, `defaultPoolMax`), or undefined when unset. */
export const databasePoolMax = (env: NodeJS.ProcessEnv) =>
  env.DATABASE_POOL_MAX ? count(env.DATABASE_POOL_MAX, defaultPoolMax()) : undefined;

/** The S3-compatible store from `S3_ENDPOINT`, `S3_BUCKET`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, `S3_REGION`. */
function s3Options(env: NodeJS.ProcessEnv): S3Options | undefined {
  if (!env.S3_ENDPOINT) return undefined;
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`S3_ENDPOINT is set without ${missing.join(' and ')}`);
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET as string,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    region: env.S3_REGION || 'us-east-1',
    pathStyle: env.S3_PATH_STYLE !== '0',
  };
}

/** Whether the speed-ups are on: unless `QUANTA_CACHES=off` (or `0`). */
export const cachesOn = (env: NodeJS.ProcessEnv) => env.QUANTA_CACHES !== 'off' && env.QUANTA_CACHES !== '0';

/** Whether the demo school is seeded on an empty database: `SEED_DEMO` says, else all but production. */
export const seedDemoOn = (env: NodeJS.ProcessEnv) =>
  env.SEED_DEMO ? env.SEED_DEMO !== '0' : env.NODE_ENV !== 'production';

/** Whether answers are checked against their declared shapes: `VALIDATE_OUTPUT` says, else all but production. */
export const outputChecksOn = (env: NodeJS.ProcessEnv) =>
  env.VALIDATE_OUTPUT ? env.VALIDATE_OUTPUT === '1' : env.NODE_ENV !== 'production';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, 'data'));
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: databasePoolMax(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Quanta <no-reply@quanta.local>',
    adminEmail: (env.ADMIN_EMAIL || 'admin@quanta.local').toLowerCase(),
    adminEmailSet: Boolean(env.ADMIN_EMAIL),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: seedDemoOn(env),
    tokenSecret: tokenSecret(env, dataDir),
    schoolName: env.SCHOOL_NAME?.trim() || 'Quanta',
    school: {
      timeZone: env.SCHOOL_TIMEZONE?.trim() || defaultSchoolRules.timeZone,
      leaveCutoffHours:
        env.LEAVE_CUTOFF_HOURS === '0' ? 0 : count(env.LEAVE_CUTOFF_HOURS, defaultSchoolRules.leaveCutoffHours),
      currency: env.SCHOOL_CURRENCY?.trim().toLowerCase() || defaultSchoolRules.currency,
    },
    stripe: stripeOptions(env),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
    outbox: {
      ...defaultOutboxOptions,
      retryLimit: count(env.MAIL_RETRY_LIMIT, defaultOutboxOptions.retryLimit),
      retryDelaySeconds: count(env.MAIL_RETRY_DELAY_SECONDS, defaultOutboxOptions.retryDelaySeconds),
      expireSeconds: count(env.MAIL_EXPIRE_SECONDS, defaultOutboxOptions.expireSeconds),
      waitMs: count(env.MAIL_WAIT_SECONDS, defaultOutboxOptions.waitMs / 1000) * 1000,
    },
    webDist: join(repoRoot, 'apps/web/dist'),
    migrationsFolder: join(repoRoot, 'drizzle'),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    s3: s3Options(env),
    metrics: env.METRICS === 'on' || env.METRICS === '1',
    metricsPort: env.METRICS_PORT === '0' ? 0 : count(env.METRICS_PORT, 9464),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    diskMinFreeBytes: (env.DISK_MIN_FREE_MB === '0' ? 0 : count(env.DISK_MIN_FREE_MB, 200)) * 1024 * 1024,
    caches: cachesOn(env),
    outputChecks: outputChecksOn(env),
    drainMs: count(env.DRAIN_SECONDS, 25) * 1000,
    databaseWaitMs: (env.DATABASE_WAIT_SECONDS === '0' ? 0 : count(env.DATABASE_WAIT_SECONDS, 60)) * 1000,
    databaseConnectTimeout: count(env.DATABASE_CONNECT_TIMEOUT, 5),
    backupEveryHours: count(env.BACKUP_EVERY_HOURS, 0),
    backupKeep: count(env.BACKUP_KEEP, 7),
  };
}
