import { randomInt } from 'node:crypto';
import { emailCodes, type Transaction } from '@quanta/db';
import { type Language, limits } from '@quanta/validators';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import { hit, read, sweep } from '../../auth/throttle';
import type { Deps } from '../../deps';
import { AppError, fail } from '../../errors';
import { verificationCodeMail } from '../email/verification-code-mail';

/**
 * How many codes may be asked for in an hour: per e-mail address (on top of one a minute) and per client
 * address (a school behind one address signs up a class at a time).
 */
export const codeRules = { perEmail: 5, perAddress: 30, windowMs: 60 * 60 * 1000 } as const;

/**
 * Mails a fresh 6-digit code to `email`, at most once per address per minute. The code is stored
 * (hashed) before the mail leaves, so it can be redeemed as soon as it arrives; if the mail server
 * refuses the message the address's previous state is put back, so a refused send leaves nothing behind.
 */
export async function sendCode(deps: Deps, email: string, lang: Language, ip: string): Promise<void> {
  const now = deps.now();
  // Limits per client address and per e-mail address, counted before anything is stored or sent.
  if ((await hit(deps.db, now, `code-ip:${ip}`, codeRules.windowMs)) > codeRules.perAddress)
    throw fail.tooMany('tooManyCodes');
  if ((await hit(deps.db, now, `code-email:${email}`, codeRules.windowMs)) > codeRules.perEmail)
    throw fail.tooMany('tooManyCodes');
  await sweep(deps.db, now);
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
    await deps.mailer.send(verificationCodeMail(email, code, lang, deps.schoolName));
  } catch (error) {
    deps.log.warn({ err: error, email }, 'verification mail refused');
    await deps.db.delete(emailCodes).where(and(eq(emailCodes.email, email), eq(emailCodes.sentAt, now)));
    if (previous) await deps.db.insert(emailCodes).values(previous).onConflictDoNothing();
    throw fail.mail();
  }
}

/**
 * How many failed code tries a signed-in caller may make in an hour, per account and per client address:
 * a wrong code, or a right one whose change could not be made (a taken e-mail). Each code also allows
 * only `limits.codeMaxWrongTries` wrong tries of its own.
 */
export const codeTryRules = { perAccount: 10, perAddress: 30, windowMs: 60 * 60 * 1000 } as const;

/** Who is trying a code: the signed-in account and the client address. */
export interface CodeTrier {
  userId: string;
  ip: string;
}

const tryKeys = ({ userId, ip }: CodeTrier) => [
  { key: `code-try-user:${userId}`, cap: codeTryRules.perAccount },
  { key: `code-try-ip:${ip}`, cap: codeTryRules.perAddress },
];

/** 429 once the caller's account or address has used up its failed code tries. */
export async function refuseSpentCodeTries(deps: Deps, trier: CodeTrier): Promise<void> {
  const keys = tryKeys(trier);
  const states = await read(
    deps.db,
    deps.now(),
    keys.map((k) => k.key),
  );
  if (keys.some((k) => (states.get(k.key)?.hits ?? 0) >= k.cap)) throw fail.tooMany();
}

/** Counts one failed code try against the caller's account and address. */
export async function countFailedCodeTry(deps: Deps, trier: CodeTrier): Promise<void> {
  const now = deps.now();
  for (const k of tryKeys(trier)) await hit(deps.db, now, k.key, codeTryRules.windowMs);
  await sweep(deps.db, now);
}

/**
 * Checks a code without spending it. The try is counted before the hash is compared, in one statement
 * that also refuses a spent, expired or used-up code, so guesses sent in parallel cannot run more hashes
 * than the limit allows; a right code gives its try back. Throws 400 'The code is invalid or has expired'
 * on any failure.
 */
export async function checkCode(deps: Deps, email: string, code: string): Promise<void> {
  const [row] = await deps.db
    .update(emailCodes)
    .set({ failedTries: sql`${emailCodes.failedTries} + 1` })
    .where(
      and(
        eq(emailCodes.email, email),
        gt(emailCodes.expiresAt, deps.now()),
        lt(emailCodes.failedTries, limits.codeMaxWrongTries),
      ),
    )
    .returning({ codeHash: emailCodes.codeHash });
  if (!row || !(await verifyPassword(row.codeHash, code))) throw fail.badRequest('codeInvalid');
  await deps.db
    .update(emailCodes)
    .set({ failedTries: sql`greatest(${emailCodes.failedTries} - 1, 0)` })
    .where(and(eq(emailCodes.email, email), eq(emailCodes.codeHash, row.codeHash)));
}

/**
 * Checks the code, then does `work` in one transaction with the code spent: the work and the spending
 * stand or fall together, and two requests racing with one code cannot both succeed. With a `trier`
 * (a signed-in caller), the failed tries are also limited under `codeTryRules`.
 */
export async function redeemCode<T>(
  deps: Deps,
  email: string,
  code: string,
  work: (tx: Transaction) => Promise<T>,
  trier?: CodeTrier,
) {
  if (trier) {
    // A signed-in caller's wrong codes also count against their account and address.
    await refuseSpentCodeTries(deps, trier);
    try {
      await checkCode(deps, email, code);
    } catch (error) {
      if (error instanceof AppError && error.key === 'codeInvalid') await countFailedCodeTry(deps, trier);
      throw error;
    }
  } else await checkCode(deps, email, code);
  return deps.db.transaction(async (tx) => {
    const spent = await tx.delete(emailCodes).where(eq(emailCodes.email, email)).returning({ email: emailCodes.email });
    if (spent.length === 0) throw fail.badRequest('codeInvalid');
    return work(tx);
  });
}
