import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataFolderLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`The data folder ${dataDir} is in use by process ${pid}; PGlite allows one process per data folder.`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `quanta.lock` in the data folder, refusing while another live process holds it.
 * A lock left by a process that died is taken over. Returns the release function.
 */
export function acquireDataLock(dataDir: string): () => Promise<void> {
  const path = join(dataDir, 'quanta.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return async () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (holder && isAlive(holder)) throw new DataFolderLockedError(dataDir, holder);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
