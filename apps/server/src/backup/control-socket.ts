import { chmod, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import type { Manifest } from './format';

/** The control socket of the server that holds a PGlite data folder: only that process can read its database. */
export const controlSocketPath = (dataDir: string) => join(dataDir, 'quanta.sock');

const backupRequest = z.object({ file: z.string().min(1).refine(isAbsolute, 'an absolute path') });

export interface ControlSocket {
  close(): Promise<void>;
}

/**
 * Listens on `DATA_DIR/quanta.sock` (mode 0600: the data folder's owner only). `POST /backup {"file": …}`
 * writes a backup there with `backup` and answers its manifest.
 */
export async function openControlSocket(
  dataDir: string,
  backup: (file: string) => Promise<Manifest>,
  log: { error(obj: object, msg: string): void },
): Promise<ControlSocket> {
  const path = controlSocketPath(dataDir);
  // One left by a process that died (this one holds the data folder's lock now).
  await rm(path, { force: true });
  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/backup') return answer(404, { error: 'No such command' });
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
    });
    req.on('end', () => {
      let parsed: z.infer<typeof backupRequest>;
      try {
        const result = backupRequest.safeParse(JSON.parse(text));
        if (!result.success) return answer(400, { error: `Bad request: file: ${result.error.issues[0]?.message}` });
        parsed = result.data;
      } catch {
        return answer(400, { error: 'Bad request: the body is not JSON' });
      }
      backup(parsed.file).then(
        (manifest) => answer(200, { manifest }),
        (error: Error) => {
          log.error({ err: error }, 'backup failed');
          answer(500, { error: `The backup failed: ${error.message}` });
        },
      );
    });
  });
  await new Promise<void>((done, failed) => {
    server.once('error', failed);
    server.listen(path, () => done());
  });
  await chmod(path, 0o600);
  return {
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      await rm(path, { force: true });
    },
  };
}

/** Asks the server holding `dataDir` to write a backup to `file` (absolute); answers its manifest. */
export function requestBackup(dataDir: string, file: string): Promise<Manifest> {
  return new Promise((done, failed) => {
    const req = request(
      {
        socketPath: controlSocketPath(dataDir),
        path: '/backup',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          try {
            const body = JSON.parse(text) as { manifest?: Manifest; error?: string };
            if (res.statusCode === 200 && body.manifest) done(body.manifest);
            else failed(new Error(body.error ?? `the server answered ${res.statusCode}`));
          } catch (error) {
            failed(error);
          }
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      failed(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new Error(
              `The server using ${dataDir} does not answer on ${controlSocketPath(dataDir)} (still starting, or an older release): try again once it serves, or stop it.`,
            )
          : error,
      ),
    );
    req.end(JSON.stringify({ file }));
  });
}
