import { randomBytes } from 'node:crypto';
import { type DbOrTx, mailPreferences, users } from '@quanta/db';
import type { Language } from '@quanta/validators';
import { eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';

const newToken = () => randomBytes(24).toString('base64url');

/** Keeps the language a user signed in with, for the mail they are sent later. */
export async function rememberLanguage(deps: Pick<Deps, 'db' | 'now'>, userId: string, language: Language) {
  await deps.db
    .insert(mailPreferences)
    .values({ userId, language, unsubscribeToken: newToken(), updatedAt: deps.now() })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: { language, updatedAt: deps.now() } });
}

/** The mail language of each address that belongs to a user with a stored preference. */
export async function languagesByEmail(deps: Pick<Deps, 'db'>, emails: string[]): Promise<Map<string, Language>> {
  const found = new Map<string, Language>();
  for (let i = 0; i < emails.length; i += 1000) {
    const rows = await deps.db
      .select({ email: users.email, language: mailPreferences.language })
      .from(users)
      .innerJoin(mailPreferences, eq(mailPreferences.userId, users.id))
      .where(inArray(users.email, emails.slice(i, i + 1000)));
    for (const r of rows) found.set(r.email, r.language === 'zh' ? 'zh' : 'en');
  }
  return found;
}

/** The mail language a user chose (kept when they sign in), if any; read inside the caller's transaction. */
export async function languageOfUser(db: DbOrTx, userId: string): Promise<Language | undefined> {
  const [row] = await db
    .select({ language: mailPreferences.language })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId))
    .limit(1);
  return row ? (row.language === 'zh' ? 'zh' : 'en') : undefined;
}

/** A user's unsubscribe token, made on first use. */
export async function unsubscribeTokenOf(deps: Pick<Deps, 'db' | 'now'>, userId: string, language: Language) {
  await deps.db
    .insert(mailPreferences)
    .values({ userId, language, unsubscribeToken: newToken(), updatedAt: deps.now() })
    .onConflictDoNothing({ target: mailPreferences.userId });
  const [row] = await deps.db
    .select({ token: mailPreferences.unsubscribeToken })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId))
    .limit(1);
  return row?.token as string;
}
