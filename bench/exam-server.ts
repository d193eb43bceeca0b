/**
 * The real server for bench/exam.bench.ts, in its own process (as in production, and so the load
 * generator does not share its CPU): buildApp on loopback, logger off, on the database the environment
 * names (DATABASE_URL, else PGlite under DATA_DIR). Tells its parent the port over IPC.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

const config = { ...loadConfig(), port: 0, host: '127.0.0.1', seedDemo: false, webDist: undefined };
const app = await buildApp({ config, logger: false });
await app.server.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.server.address() as AddressInfo).port });
// The bench asks for the process's CPU time around each phase.
process.on('message', (m) => {
  if (m === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
