import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderLockedError, openDatabase, users } from '../src';

const migrations = resolve(import.meta.dirname, '../../../drizzle');
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'quanta-db-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('PGlite data folder', () => {
  it('keeps data across a clean close and reopen', async () => {
    const dir = folder();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await first.migrate(migrations);
    await first.db
      .insert(users)
      .values({ name: 'Kept', email: 'kept@example.com', passwordHash: 'x', role: 'Student' });
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    await second.migrate(migrations);
    const rows = await second.db.select().from(users).where(eq(users.email, 'kept@example.com'));
    expect(rows).toHaveLength(1);
    await second.close();
  });

  it('refuses a second opener while the first holds the folder, and frees it on close', async () => {
    const dir = folder();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(DataFolderLockedError);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
  });
});
