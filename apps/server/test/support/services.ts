import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createMailer,
  createTokenService,
  type Deps,
  defaultOutboxOptions,
  defaultSchoolRules,
  findSession,
  manualProvider,
  Outbox,
  setSpeedups,
} from '@quanta/api';
import { cachesOn } from '../../src/config';
import { createLocalFileStore } from '../../src/uploads/local-store';
import { freshDatabase } from './database';
import { useBeforeAll } from './fixture';
import type { World } from './world';

/**
 * The services' tier: what a service needs (`Deps`) on a fresh database, with no server and no HTTP. A test
 * calls a service as a procedure would, and reads the rows it wrote.
 */
export interface ServiceWorld extends World {
  deps: Deps;
  close(): Promise<void>;
}

const silent = { info() {}, warn() {}, error() {} };

export async function startServices(): Promise<ServiceWorld> {
  // As a server's start does: the speed-ups on unless QUANTA_CACHES=off.
  setSpeedups(cachesOn(process.env));
  const database = await freshDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'quanta-services-'));
  const clock = {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const now = () => clock.now;
  // The queue is made but not started: a service that queues mail writes its delivery rows; no worker sends them.
  const outbox = new Outbox(database.pglite ? { pglite: database.pglite } : { url: database.url as string }, {
    ...defaultOutboxOptions,
  });
  const deps: Deps = {
    db: database.db,
    mailer: createMailer({ from: 'Quanta <no-reply@quanta.test>', outbox: join(dataDir, 'mail') }),
    outbox,
    publicUrl: 'http://quanta.test',
    schoolName: 'Quanta',
    school: defaultSchoolRules,
    tokens: createTokenService('test-secret-test-secret-test-secret'),
    payments: manualProvider,
    now,
    files: createLocalFileStore(join(dataDir, 'uploads'), now),
    log: silent,
    findSession,
  };
  return {
    deps,
    app: { deps },
    clock,
    async close() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The services of the enclosing `describe` block (or file), on a fresh database closed after its tests. */
export const useServices = (): ServiceWorld => useBeforeAll(startServices, (world) => world.close());
