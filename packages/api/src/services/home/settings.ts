import { type DbOrTx, siteSettings } from '@quanta/db';
import { eq } from 'drizzle-orm';

/** The keys of `site_settings` this area owns. */
export const settingKeys = { homeIntroduction: 'homeIntroduction' } as const;

export async function readSetting<T>(db: DbOrTx, key: string, fallback: T): Promise<T> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  return row ? (row.value as T) : fallback;
}

export async function writeSetting(db: DbOrTx, key: string, value: unknown, now: Date) {
  await db
    .insert(siteSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now } });
}
