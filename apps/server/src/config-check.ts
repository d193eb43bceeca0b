import { isKnownCurrency } from '@quanta/validators';
import { z } from 'zod';
import { trustedProxies } from './trust-proxy';

/** An empty variable counts as unset, as `loadConfig` reads it. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const wholeNumber = (min: number, max?: number) =>
  z.string().refine((v) => /^\d+$/.test(v) && Number(v) >= min && (max === undefined || Number(v) <= max), {
    message: `must be a whole number from ${min}${max === undefined ? '' : ` to ${max}`}`,
  });

/**
 * A URL of one of `schemes` with a host. The messages name the scheme at most: the URL itself may hold a
 * password, so it is never echoed.
 */
const serviceUrl = (schemes: string[], example: string) =>
  z.string().superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `is not a valid URL (expected like ${example})` });
      return;
    }
    if (!schemes.includes(url.protocol)) {
      const expected = schemes.map((s) => `${s}//`).join(' or ');
      ctx.addIssue({ code: 'custom', message: `must start with ${expected}, not ${url.protocol}` });
      return;
    }
    // postgres.js also takes a Unix socket folder as `?host=/var/run/postgresql`.
    if (!url.hostname && !url.searchParams.get('host')) {
      ctx.addIssue({ code: 'custom', message: `names no host (expected like ${example})` });
    }
  });

const webUrl = (example: string) => serviceUrl(['http:', 'https:'], example);

/** The environment variables with a shape to check; the others are free text or on/off switches. */
const environment = z.object({
  PORT: optional(wholeNumber(1, 65535)),
  DATABASE_URL: optional(serviceUrl(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/quanta')),
  DATABASE_POOL_MAX: optional(wholeNumber(1)),
  DATABASE_WAIT_SECONDS: optional(wholeNumber(0)),
  DATABASE_CONNECT_TIMEOUT: optional(wholeNumber(1)),
  SMTP_URL: optional(serviceUrl(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.org:587')),
  PUBLIC_URL: optional(webUrl('https://quanta.example.org')),
  S3_ENDPOINT: optional(webUrl('https://s3.example.org')),
  DRAIN_SECONDS: optional(wholeNumber(1)),
  MAIL_RETRY_LIMIT: optional(wholeNumber(1)),
  MAIL_RETRY_DELAY_SECONDS: optional(wholeNumber(1)),
  MAIL_EXPIRE_SECONDS: optional(wholeNumber(1)),
  MAIL_WAIT_SECONDS: optional(wholeNumber(1)),
  METRICS_PORT: optional(wholeNumber(0, 65535)),
  DISK_MIN_FREE_MB: optional(wholeNumber(0)),
  BACKUP_EVERY_HOURS: optional(wholeNumber(0)),
  BACKUP_KEEP: optional(wholeNumber(1)),
  LEAVE_CUTOFF_HOURS: optional(wholeNumber(0, 720)),
  SCHOOL_TIMEZONE: optional(
    z.string().refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { message: 'is not an IANA time zone (expected like Asia/Shanghai or America/New_York)' },
    ),
  ),
  SCHOOL_CURRENCY: optional(
    z.string().refine((code) => isKnownCurrency(code.trim().toLowerCase()), {
      message: 'is not an ISO 4217 currency code (expected like usd or cny)',
    }),
  ),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/, { message: 'must be a Stripe secret key (sk_live_… or sk_test_…)' }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_\w+$/, { message: 'must be a webhook signing secret (whsec_…)' }),
  ),
  STRIPE_API_BASE: optional(webUrl('https://api.stripe.com')),
  TRUST_PROXY: optional(
    z.string().superRefine((value, ctx) => {
      try {
        trustedProxies(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a hop count (such as 1) or a list of proxy addresses' });
      }
    }),
  ),
  LOG_FORMAT: optional(z.enum(['json', 'pretty'], { error: 'must be json or pretty' })),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ),
});

/**
 * What is wrong with the configuration, one line per problem naming its variable (`SMTP_URL must start
 * with smtp:// or smtps://, not http:`); empty when it can start. No line echoes a value.
 */
export function configProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const result = environment.safeParse(env);
  const problems = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  // Stripe needs both: a key without the webhook secret would take money it could never confirm.
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    problems.push(
      env.STRIPE_SECRET_KEY
        ? 'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY'
        : 'STRIPE_SECRET_KEY must be set with STRIPE_WEBHOOK_SECRET',
    );
  }
  return problems;
}
