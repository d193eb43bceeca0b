import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Clock, type FileStore, newUploadPath, uploadPathPattern } from '@quanta/api';

/** Uploads on local disk under `root` (`DATA_DIR/uploads`), named by the server. */
export function createLocalFileStore(root: string, now: Clock): FileStore {
  const fileOf = (publicPath: string) => join(root, ...publicPath.slice('/uploads/'.length).split('/'));

  return {
    async save(source: Readable, ext: string) {
      const publicPath = newUploadPath(now(), ext);
      const file = fileOf(publicPath);
      await mkdir(dirname(file), { recursive: true });
      // Written beside its final name and renamed, so a half-written file is never served.
      const partial = `${file}.part`;
      try {
        await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: 0o644 }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return publicPath;
    },

    async remove(publicPath: string) {
      if (!uploadPathPattern.test(publicPath)) return;
      await rm(fileOf(publicPath), { force: true });
    },

    async saveDemo(name: string, bytes: Uint8Array) {
      const publicPath = `/uploads/demo/${name}`;
      if (!uploadPathPattern.test(publicPath)) throw new Error(`not a demo file name: ${name}`);
      const file = fileOf(publicPath);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'w' });
      return publicPath;
    },

    async resolve(publicPath: string) {
      const match = uploadPathPattern.exec(publicPath);
      if (!match) return null;
      try {
        const file = await realpath(fileOf(publicPath));
        const base = await realpath(root);
        if (!file.startsWith(base + sep)) return null;
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          size: info.size,
          ext: match[1] as string,
          open: (range) => createReadStream(file, range),
        };
      } catch {
        return null;
      }
    },
  };
}
