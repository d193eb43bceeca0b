import { availableParallelism } from 'node:os';
import { defaultPoolMax } from '@quanta/db';
import { describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../../src/app';
import { loadConfig } from '../../src/config';

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

  it('serves metrics only with METRICS=on and drains for DRAIN_SECONDS', () => {
    expect(loadConfig(base).metrics).toBe(false);
    expect(loadConfig({ ...base, METRICS: 'on' }).metrics).toBe(true);
    expect(loadConfig(base).drainMs).toBe(25_000);
    expect(loadConfig({ ...base, DRAIN_SECONDS: '5' }).drainMs).toBe(5_000);
  });
});
