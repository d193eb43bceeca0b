import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/** An archive entry: bytes held in memory, or a file on disk. */
export type ArchiveEntry = { name: string; mode?: number } & ({ bytes: Buffer } | { file: string; size: number });

/**
 * Writes the entries, as `entries` yields them, into a gzipped tar at `path` (written beside it and renamed,
 * so a half-written backup never carries the final name).
 */
export async function writeArchive(path: string, entries: AsyncIterable<ArchiveEntry>): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  try {
    for await (const entry of entries) {
      if ('bytes' in entry) {
        await new Promise<void>((done, failed) =>
          pack.entry({ name: entry.name, mode: entry.mode ?? 0o600 }, entry.bytes, (e) => (e ? failed(e) : done())),
        );
      } else {
        await new Promise<void>((done, failed) => {
          const sink = pack.entry({ name: entry.name, size: entry.size, mode: entry.mode ?? 0o600 }, (e) =>
            e ? failed(e) : done(),
          );
          createReadStream(entry.file).on('error', failed).pipe(sink);
        });
      }
    }
    pack.finalize();
    await written;
    await rename(partial, path);
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

/** Unpacks a backup archive into `folder`, refusing entry names that would land outside it. */
export async function readArchive(path: string, folder: string): Promise<void> {
  const extract = tar.extract();
  const unpacked = (async () => {
    for await (const entry of extract) {
      const name = normalize(entry.header.name);
      if (name.startsWith('..') || name.startsWith(sep) || name.includes(`${sep}..${sep}`)) {
        throw new Error(`the backup holds an entry outside its folder: ${entry.header.name}`);
      }
      if (entry.header.type !== 'file') {
        entry.resume();
        continue;
      }
      const target = join(folder, name);
      await mkdir(dirname(target), { recursive: true });
      await pipeline(entry, createWriteStream(target, { mode: entry.header.mode ?? 0o600 }));
    }
  })();
  await Promise.all([pipeline(createReadStream(path), createGunzip(), extract), unpacked]);
}

/** Every file under `root` (its path relative to `root`, in `/` form), skipping files still being written. */
export async function filesUnder(root: string): Promise<{ path: string; file: string; size: number }[]> {
  let names: string[];
  try {
    names = (await readdir(root, { recursive: true })) as string[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = [];
  for (const name of names.sort()) {
    if (name.endsWith('.part')) continue;
    const file = join(root, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    files.push({ path: relative(root, file).split(sep).join('/'), file, size: info.size });
  }
  return files;
}
