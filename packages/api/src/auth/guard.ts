import type { DbOrTx } from '@quanta/db';
import { fail } from '../errors';
import { clear, hit, read, reserve, sweep } from './throttle';

/**
 * The rules of password checks (sign-in and the profile's current password), after OWASP's advice on
 * lockout: an attacker is slowed per account and address pair with growing delays, so a stranger's wrong
 * guesses never lock the owner out of their own address; the account-wide and address-wide caps skip
 * pairs that have signed in before; an e-mailed code always signs in (/verify).
 */
export const passwordRules = {
  /** Wrong passwords of one account from one address before the first delay. */
  pairFreeFailures: 5,
  pairWindowMs: 24 * 60 * 60 * 1000,
  /** The first delay; each further wrong password doubles it, up to the longest. */
  firstDelayMs: 60 * 1000,
  longestDelayMs: 60 * 60 * 1000,
  /** Wrong passwords of one account from all new addresses in an hour (a spread-out attack). */
  accountFailures: 20,
  /** Wrong passwords from one address over all accounts in an hour (a spray over many accounts). */
  addressFailures: 100,
  capWindowMs: 60 * 60 * 1000,
  /** A pair that signed in stays known this long and skips the two caps. */
  knownForMs: 90 * 24 * 60 * 60 * 1000,
} as const;

export interface Attempt {
  email: string;
  ip: string;
}

const keys = ({ email, ip }: Attempt) => ({
  pair: `pw-pair:${email}|${ip}`,
  known: `pw-known:${email}|${ip}`,
  account: `pw-account:${email}`,
  address: `pw-ip:${ip}`,
});

/**
 * Checks a password under the rules: 429 while the pair waits out its delay or a cap holds; the try is
 * counted before `verify` runs the hash comparison, so parallel guesses cannot beat the delays.
 */
export async function checkPasswordLimited(
  db: DbOrTx,
  now: Date,
  attempt: Attempt,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const k = keys(attempt);
  const r = passwordRules;
  const states = await read(db, now, [k.known, k.account, k.address]);
  if ((states.get(k.known)?.hits ?? 0) === 0) {
    if ((states.get(k.account)?.hits ?? 0) >= r.accountFailures) throw fail.tooMany();
    if ((states.get(k.address)?.hits ?? 0) >= r.addressFailures) throw fail.tooMany();
  }
  const rule = {
    windowMs: r.pairWindowMs,
    free: r.pairFreeFailures,
    firstDelayMs: r.firstDelayMs,
    longestDelayMs: r.longestDelayMs,
  };
  if (!(await reserve(db, now, k.pair, rule))) throw fail.tooMany();
  const ok = await verify();
  if (ok) await signedInFrom(db, now, attempt);
  else {
    await Promise.all([hit(db, now, k.account, r.capWindowMs), hit(db, now, k.address, r.capWindowMs)]);
    await sweep(db, now);
  }
  return ok;
}

/** A right password or a code sign-in: the pair's failures are forgotten and the pair becomes known. */
export async function signedInFrom(db: DbOrTx, now: Date, attempt: Attempt): Promise<void> {
  const k = keys(attempt);
  await clear(db, k.pair);
  await hit(db, now, k.known, passwordRules.knownForMs);
}
