import { randomInt } from 'node:crypto';
import { emailCodes, type Transaction } from '@quanta/db';
import { type Language, limits } from '@quanta/validators';
import { and, eq, lte, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { verificationCodeMail } from '../../mail/templates';

/**
 * Mails a fresh 6-digit code to `email`, at most once per address per minute. The code is stored
 * (hashed) before the mail leaves, so it can be redeemed as soon as it arrives; if the mail server
 * refuses the message the address's previous state is put back, so a refused send leaves nothing behind.
 */
export async function sendCode(deps: Deps, email: string, lang: Language): Promise<void> {
  const now = deps.now();
  const [previous] = await deps.db.select().from(emailCodes).where(eq(emailCodes.email, email)).limit(1);
  const code = String(randomInt(0, 1_000_000)).padStart(limits.codeLength, '0');
  const row = {
    email,
    codeHash: await hashPassword(code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + limits.codeTtlMs),
    failedTries: 0,
  };
  // One statement decides the minute rule, so two sends racing for one address cannot both pass.
  const stored = await deps.db
    .insert(emailCodes)
    .values(row)
    .onConflictDoUpdate({
      target: emailCodes.email,
      set: row,
      setWhere: lte(emailCodes.sentAt, new Date(now.getTime() - limits.codeResendMs)),
    })
    .returning({ email: emailCodes.email });
  if (stored.length === 0) throw fail.tooMany('codeSentRecently');
  try {
    await deps.mailer.send(verificationCodeMail(email, code, lang));
  } catch (error) {
    deps.log.warn({ err: error, email }, 'verification mail refused');
    await deps.db.delete(emailCodes).where(and(eq(emailCodes.email, email), eq(emailCodes.sentAt, now)));
    if (previous) await deps.db.insert(emailCodes).values(previous).onConflictDoNothing();
    throw fail.mail();
  }
}

/**
 * Checks a code without spending it. A wrong code counts against the address; after a few the code is
 * spent. Throws 400 'The code is invalid or has expired' on any failure.
 */
export async function checkCode(deps: Deps, email: string, code: string): Promise<void> {
  const [row] = await deps.db.select().from(emailCodes).where(eq(emailCodes.email, email)).limit(1);
  if (!row || row.expiresAt <= deps.now() || row.failedTries >= limits.codeMaxWrongTries)
    throw fail.badRequest('codeInvalid');
  if (await verifyPassword(row.codeHash, code)) return;
  await deps.db
    .update(emailCodes)
    .set({ failedTries: sql`${emailCodes.failedTries} + 1` })
    .where(eq(emailCodes.email, email));
  throw fail.badRequest('codeInvalid');
}

/**
 * Checks the code, then does `work` in one transaction with the code spent: the work and the spending
 * stand or fall together, and two requests racing with one code cannot both succeed.
 */
export async function redeemCode<T>(deps: Deps, email: string, code: string, work: (tx: Transaction) => Promise<T>) {
  await checkCode(deps, email, code);
  return deps.db.transaction(async (tx) => {
    const spent = await tx.delete(emailCodes).where(eq(emailCodes.email, email)).returning({ email: emailCodes.email });
    if (spent.length === 0) throw fail.badRequest('codeInvalid');
    return work(tx);
  });
}
