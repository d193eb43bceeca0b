import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { seedAdmin, seedDemo } from '@quanta/api';
import { DataFolderLockedError, redactPasswords, unreachableCode } from '@quanta/db';
import pino, { type LoggerOptions } from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { configProblems } from './config-check';
import { loggerOptions, prettyLogs } from './logger';
import { DatabaseWaitError, waitForDatabase } from './ops/database-wait';
import { drain } from './ops/drain';
import { exposureWarning, startupReport } from './startup-report';

async function main() {
  // Every problem of the configuration at once, one line each naming its variable, before anything starts.
  const problems = configProblems(process.env);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`Configuration: ${problem}`);
    process.exit(1);
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    const log = pino(loggerOptions(process.env) as LoggerOptions);
    await waitForDatabase(config.databaseUrl, {
      waitMs: config.databaseWaitMs ?? 60_000,
      connectTimeout: config.databaseConnectTimeout ?? 5,
      log: (line) => log.warn(line),
    });
  }
  const app = await buildApp({ config });
  const { server, deps } = app;

  // The sign-ins a person needs, printed once as one block after the server listens.
  const signIns: string[] = [];
  // With the demo school and no ADMIN_EMAIL, the demo admin is the first admin: no second admin appears.
  const demoOnly = config.seedDemo && !config.adminEmailSet;
  if (!demoOnly) {
    const adminPassword = config.adminPassword ?? randomBytes(9).toString('base64url');
    if (await seedAdmin(deps, config.adminEmail, adminPassword)) {
      const shown = config.adminPassword ? '(the password in ADMIN_PASSWORD)' : `password ${adminPassword}`;
      signIns.push(`First admin: ${config.adminEmail}  ${shown}  (shown only now: keep it)`);
    }
  }
  let demoSeeded = false;
  if (config.seedDemo) {
    const people = await seedDemo(deps);
    demoSeeded = people.length > 0;
    if (demoSeeded) {
      signIns.push('Demo school created. Every demo account uses the password "quanta-demo":');
      for (const p of people) signIns.push(`  ${p.role.padEnd(22)} ${p.email}`);
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info(`${signal}: draining`);
    try {
      await drain(app, config.drainMs ?? 25_000);
      server.log.info(`${signal}: closed`);
      process.exit(0);
    } catch (error) {
      server.log.error({ err: error }, 'closing failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await server.listen({ port: config.port, host: config.host });
  const database = app.database.kind === 'pglite' ? `PGlite in ${join(config.dataDir, 'pglite')}` : 'PostgreSQL';
  const mail = config.smtpUrl
    ? 'Mail goes out through SMTP_URL.'
    : `No SMTP_URL: every mail, sign-in codes too, is written as an .eml file to ${join(config.dataDir, 'mail')}`;
  const warning = exposureWarning(config.host, config.port, demoSeeded);
  const report = startupReport(
    { url: `http://localhost:${config.port}`, database, mail, signIns, warnings: warning ? [warning] : [] },
    prettyLogs(process.env),
  );
  if ('text' in report) console.log(report.text);
  else {
    server.log.info(report.record, report.msg);
    if (warning) server.log.warn(warning);
  }
}

main().catch((error) => {
  // A connection URL in a message (a driver's, a URL parser's) keeps its password hidden.
  if (error instanceof DataFolderLockedError || error instanceof DatabaseWaitError || unreachableCode(error))
    console.error(redactPasswords(error.message));
  else console.error(redactPasswords(error instanceof Error ? (error.stack ?? error.message) : String(error)));
  process.exit(1);
});
