import { defaultOutboxOptions } from '@quanta/api';
import { type Config, repoRoot } from '../../src/config';

/** A server's configuration for an in-process test: loopback, no demo school, the repository's migrations. */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    mailFrom: 'Quanta <no-reply@quanta.test>',
    adminEmail: 'admin@quanta.test',
    seedDemo: false,
    tokenSecret: 'test-secret-test-secret-test-secret',
    migrationsFolder: `${repoRoot}/drizzle`,
    publicUrl: 'http://quanta.test',
    schoolName: 'Quanta',
    outbox: defaultOutboxOptions,
    ...overrides,
  };
}
