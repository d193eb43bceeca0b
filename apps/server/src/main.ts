import { randomBytes } from 'node:crypto';
import { seedAdmin, seedDemo } from '@quanta/api';
import { DataFolderLockedError } from '@quanta/db';
import { buildApp } from './app';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  const { server, deps } = app;

  const adminPassword = config.adminPassword ?? randomBytes(9).toString('base64url');
  if (await seedAdmin(deps, config.adminEmail, adminPassword)) {
    server.log.info(`first admin created: ${config.adminEmail}${config.adminPassword ? '' : ` / ${adminPassword}`}`);
  }
  if (config.seedDemo) {
    const people = await seedDemo(deps);
    if (people.length > 0) {
      const lines = people.map((p) => `  ${p.role.padEnd(8)} ${p.email}`).join('\n');
      console.log(`\nDemo school created. Every demo sign-in uses the password "quanta-demo":\n${lines}\n`);
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await server.listen({ port: config.port, host: config.host });
  console.log(`Quanta is serving on http://localhost:${config.port} (${app.database.kind}, data in ${config.dataDir})`);
}

main().catch((error) => {
  if (error instanceof DataFolderLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
