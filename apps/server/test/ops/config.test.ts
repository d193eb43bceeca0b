import { availableParallelism } from 'node:os';
import { defaultPoolMax, redactPasswords, redactUrl } from '@quanta/db';
import { describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../../src/app';
import { loadConfig, seedDemoOn } from '../../src/config';
import { configProblems } from '../../src/config-check';
import { exposureWarning, startupReport } from '../../src/startup-report';

const base = { DATA_DIR: '/tmp/quanta-config-test', TOKEN_SECRET: 'x'.repeat(40) };

describe('operations settings', () => {
  it('keeps uploads on local disk unless S3_ENDPOINT is set, and reads the S3 settings', () => {
    expect(loadConfig(base).s3).toBeUndefined();
    const s3 = loadConfig({
      ...base,
      S3_ENDPOINT: 'https://s3.school.example',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).s3;
    expect(s3).toEqual({
      endpoint: 'https://s3.school.example',
      bucket: 'uploads',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      pathStyle: true,
    });
  });

  it('reads the school currency and Stripe, and refuses a currency that is no ISO code or one Stripe variable alone', () => {
    expect(loadConfig(base).school?.currency).toBe('usd');
    expect(loadConfig(base).stripe).toBeUndefined();
    expect(loadConfig({ ...base, SCHOOL_CURRENCY: 'CNY' }).school?.currency).toBe('cny');
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_def456' };
    expect(loadConfig({ ...base, ...stripe }).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_def456',
      apiBase: undefined,
    });
    expect(configProblems({ ...base, ...stripe, SCHOOL_CURRENCY: 'jpy' })).toEqual([]);
    expect(configProblems({ ...base, SCHOOL_CURRENCY: 'dollars' })).toEqual([
      'SCHOOL_CURRENCY is not an ISO 4217 currency code (expected like usd or cny)',
    ]);
    expect(configProblems({ ...base, STRIPE_SECRET_KEY: 'sk_test_abc123' })).toEqual([
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY',
    ]);
    const wrong = configProblems({ ...base, STRIPE_SECRET_KEY: 'pk_live_visible', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(wrong).toEqual(['STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)']);
    expect(wrong.join()).not.toContain('pk_live_visible');
  });

  it('refuses to start with S3_ENDPOINT but no bucket or keys', () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'https://s3.school.example', S3_BUCKET: 'b' })).toThrow(
      'S3_ENDPOINT is set without S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_MAX, else leaves it to the default of twice the cores', () => {
    expect(loadConfig(base).databasePoolMax).toBeUndefined();
    expect(loadConfig({ ...base, DATABASE_POOL_MAX: '3' }).databasePoolMax).toBe(3);
    expect(loadConfig({ ...base, DATABASE_POOL_MAX: 'many' }).databasePoolMax).toBe(defaultPoolMax());
  });

  it('opens the PostgreSQL pool with DATABASE_POOL_MAX connections, else twice the cores (2 to 10)', async () => {
    const url = 'postgres://quanta@127.0.0.1:1/quanta';
    const sized = await openConfiguredDatabase(loadConfig({ ...base, DATABASE_URL: url, DATABASE_POOL_MAX: '3' }));
    const unsized = await openConfiguredDatabase(loadConfig({ ...base, DATABASE_URL: url }));
    await Promise.all([sized.close(), unsized.close()]);
    expect(sized.poolMax).toBe(3);
    expect(unsized.poolMax).toBe(Math.min(10, Math.max(2, 2 * availableParallelism())));
  });

  it('trusts exactly the proxies TRUST_PROXY names: a hop count or addresses and ranges, else refuses to start', () => {
    expect(loadConfig(base).trustProxy).toBeUndefined();
    expect(loadConfig({ ...base, TRUST_PROXY: '' }).trustProxy).toBeUndefined();
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBeUndefined();
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
    ]);
    for (const wrong of ['true', 'yes', '1.5', '-1', '10.0.0.0/33', '10.0.0.300', 'nginx', '127.0.0.1,', '::1/129'])
      expect(() => loadConfig({ ...base, TRUST_PROXY: wrong }), wrong).toThrow(/^TRUST_PROXY must be/);
  });

  it('serves metrics only with METRICS=on and drains for DRAIN_SECONDS', () => {
    expect(loadConfig(base).metrics).toBe(false);
    expect(loadConfig({ ...base, METRICS: 'on' }).metrics).toBe(true);
    expect(loadConfig(base).drainMs).toBe(25_000);
    expect(loadConfig({ ...base, DRAIN_SECONDS: '5' }).drainMs).toBe(5_000);
  });
});

describe('configuration check', () => {
  it('accepts the usual settings and empty variables', () => {
    expect(
      configProblems({
        PORT: '8080',
        DATABASE_URL: 'postgres://quanta:pw@db:5432/quanta',
        SMTP_URL: 'smtps://u:p@mail.example.org:465',
        DATABASE_WAIT_SECONDS: '0',
        LOG_FORMAT: 'json',
        SMTP_URL_UNUSED: 'x',
        PUBLIC_URL: '',
      }),
    ).toEqual([]);
    expect(configProblems({ DATABASE_URL: 'postgresql:///quanta?host=/var/run/postgresql' })).toEqual([]);
  });

  it('names each wrong variable on its own line, never echoing a password', () => {
    const problems = configProblems({
      DATABASE_URL: 'mysql://root:hunter2@db/quanta',
      SMTP_URL: 'smtp//oops',
      PORT: 'eighty',
      DRAIN_SECONDS: '-1',
      LOG_LEVEL: 'loud',
    });
    expect(problems).toEqual([
      'PORT must be a whole number from 1 to 65535',
      'DATABASE_URL must start with postgres:// or postgresql://, not mysql:',
      'SMTP_URL is not a valid URL (expected like smtp://user:password@mail.example.org:587)',
      'DRAIN_SECONDS must be a whole number from 1',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
    const malformed = configProblems({ DATABASE_URL: 'postgres://quanta:hunter2@db:notaport/quanta' });
    expect(malformed).toHaveLength(1);
    expect(malformed[0]).toMatch(/^DATABASE_URL is not a valid URL/);
    expect(malformed.join()).not.toContain('hunter2');
    expect(configProblems({ PORT: '70000' })).toEqual(['PORT must be a whole number from 1 to 65535']);
    expect(configProblems({ SMTP_URL: 'smtp://' })).toHaveLength(1);
    expect(configProblems({ TRUST_PROXY: 'true', BACKUP_KEEP: '0' })).toEqual([
      'BACKUP_KEEP must be a whole number from 1',
      'TRUST_PROXY must be a hop count (such as 1) or a list of proxy addresses',
    ]);
    expect(configProblems({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8', METRICS_PORT: '9464' })).toEqual([]);
  });

  it('hides passwords in URLs it shows', () => {
    expect(redactUrl('postgres://quanta:hunter2@db:5432/quanta')).toBe('postgres://quanta:***@db:5432/quanta');
    expect(redactUrl('postgres://quanta:hunter2@db:bad/quanta')).toBe('postgres:…');
    expect(redactPasswords('Invalid URL postgres://quanta:hunter2@db:bad/quanta')).not.toContain('hunter2');
  });

  it('reads the database wait and connect timeout', () => {
    expect(loadConfig(base).databaseWaitMs).toBe(60_000);
    expect(loadConfig({ ...base, DATABASE_WAIT_SECONDS: '0' }).databaseWaitMs).toBe(0);
    expect(loadConfig(base).databaseConnectTimeout).toBe(5);
    expect(loadConfig({ ...base, DATABASE_CONNECT_TIMEOUT: '2' }).databaseConnectTimeout).toBe(2);
  });

  it('writes the start-up facts as one JSON record, or a block on a terminal', () => {
    const facts = { url: 'http://localhost:8080', database: 'PostgreSQL', mail: 'Mail goes out.', signIns: ['a'] };
    expect(startupReport(facts, false)).toEqual({ record: facts, msg: 'Quanta is serving on http://localhost:8080' });
    const pretty = startupReport(facts, true);
    expect('text' in pretty && pretty.text).toContain('Database: PostgreSQL');
    const warned = startupReport({ ...facts, warnings: ['Warning: reachable'] }, true);
    expect('text' in warned && warned.text.trim().split('\n').at(-1)).toBe('Warning: reachable');
  });

  it('warns when a just-seeded demo school listens beyond this computer', () => {
    expect(exposureWarning('0.0.0.0', 8080, true)).toMatch(
      /^Warning: this server listens on 0\.0\.0\.0:8080.*SEED_DEMO=0/,
    );
    expect(exposureWarning('192.168.1.5', 8080, true)).toContain('192.168.1.5');
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1'])
      expect(exposureWarning(host, 8080, true)).toBe(undefined);
    expect(exposureWarning('0.0.0.0', 8080, false)).toBe(undefined);
  });

  it('seeds the demo school unless SEED_DEMO=0, and in production only when SEED_DEMO=1', () => {
    expect(seedDemoOn({})).toBe(true);
    expect(seedDemoOn({ SEED_DEMO: '0' })).toBe(false);
    expect(seedDemoOn({ NODE_ENV: 'production' })).toBe(false);
    expect(seedDemoOn({ NODE_ENV: 'production', SEED_DEMO: '1' })).toBe(true);
  });
});
