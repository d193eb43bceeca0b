import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { redactUrl } from '@quanta/db';
import {
  backupCommand,
  CommandError,
  commandEnv,
  countLines,
  moveToPostgresCommand,
  restoreCommand,
} from './backup/commands';
import { RestoreRefusedError } from './backup/restore-backup';

const usage = `Usage: pnpm quanta <command>

  backup FILE              write a backup of the database, uploads and token secret to FILE (.tar.gz),
                           while the server runs (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL)
  restore FILE             restore FILE into an empty data folder (PGlite) or empty database (DATABASE_URL)
  move-to-postgres URL     move the stopped PGlite install of DATA_DIR into the empty PostgreSQL database at URL

The environment is the server's: DATA_DIR, DATABASE_URL, TOKEN_SECRET, S3_ENDPOINT.`;

/** A path as the person typed it, from the folder they ran the command in (pnpm runs scripts from the root). */
const fromCaller = (path: string) => (isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path));

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  const [command, argument, ...rest] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return command || values.help ? 0 : 1;
  }
  if (!argument || rest.length > 0) {
    console.error(`${command} takes one argument.\n\n${usage}`);
    return 1;
  }
  const env = commandEnv();
  if (env.dataDir && !isAbsolute(env.dataDir)) env.dataDir = fromCaller(env.dataDir);
  switch (command) {
    case 'backup': {
      const file = fromCaller(argument);
      const { manifest, by } = await backupCommand(env, file);
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      console.log(
        [
          `Backup written to ${file} (by ${by}).`,
          `  database: ${manifest.source}, schema version ${manifest.schema.version} (${manifest.schema.tag ?? 'unknown'}), ${manifest.tables.length} tables, ${rows} rows`,
          manifest.uploads.included
            ? `  uploads: ${manifest.uploads.files} files, ${manifest.uploads.bytes} bytes`
            : '  uploads: not included (S3_ENDPOINT is set: back up the bucket)',
          manifest.tokenSecret
            ? '  token secret: included'
            : '  token secret: not included (TOKEN_SECRET is set: keep it)',
        ].join('\n'),
      );
      return 0;
    }
    case 'restore': {
      const file = fromCaller(argument);
      if (!existsSync(file)) throw new CommandError(`No such file: ${file}`);
      const result = await restoreCommand(env, file);
      const target = env.databaseUrl ? redactUrl(env.databaseUrl) : join(env.dataDir, 'pglite');
      console.log(
        [
          `Restored ${file} (taken ${result.manifest.createdAt}) into ${target}:`,
          ...countLines(result),
          `Every table's row count matches the backup. Uploads restored: ${result.uploads}. Mail requeued: ${result.requeued}.`,
          result.manifest.tokenSecret && !env.tokenSecretFromEnv
            ? `Token secret restored to ${join(env.dataDir, 'token-secret')}: existing sessions stay signed in.`
            : 'Token secret: set TOKEN_SECRET as it was where the backup was taken, or sessions must sign in again.',
          'Start the server with the same DATA_DIR (and DATABASE_URL).',
        ].join('\n'),
      );
      return 0;
    }
    case 'move-to-postgres': {
      const result = await moveToPostgresCommand(env, argument);
      const secret = existsSync(join(env.dataDir, 'token-secret'));
      console.log(
        [
          `Moved the PGlite database of ${env.dataDir} into ${redactUrl(argument)}:`,
          ...countLines(result),
          "Every table's row count matches.",
          '',
          'Next, start the server with:',
          `  DATABASE_URL=${redactUrl(argument)}   (with the real password)`,
          secret
            ? `  DATA_DIR=${env.dataDir}   (it keeps the token secret${env.s3 ? '' : ' and the uploads'}; or set TOKEN_SECRET to the contents of ${join(env.dataDir, 'token-secret')})`
            : `  DATA_DIR=${env.dataDir}${env.s3 ? '' : '   (it keeps the uploads)'}`,
          env.s3
            ? '  Uploads are in S3 already.'
            : '  To run several servers, move the uploads to S3 (docs/deploy.md, "The bucket").',
          `The old PGlite database stays in ${join(env.dataDir, 'pglite')}; remove it once the server runs on PostgreSQL.`,
        ].join('\n'),
      );
      return 0;
    }
    default:
      console.error(`Unknown command: ${command}\n\n${usage}`);
      return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof CommandError || error instanceof RestoreRefusedError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
