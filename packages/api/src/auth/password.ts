import argon2 from 'argon2';

/** What a new hash costs; the library's defaults (19 MiB, t=2, p=1: OWASP's minimum profile) unless lowered. */
let cost: { memoryCost?: number; timeCost?: number } = {};

/**
 * Lowers the cost of new hashes, for the test suite only: a hash records the cost it was made with, so
 * verifying works alike, and thousands of sign-ins and codes then cost milliseconds, not minutes of CPU.
 */
export function setPasswordHashCost(next: { memoryCost: number; timeCost: number }): void {
  cost = next;
}

/** argon2id at the cost above. */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id, ...cost });
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of one verification so an unknown e-mail answers as slowly as a wrong password. */
export async function burnVerification(plain: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equaliser');
  await verifyPassword(await dummyHash, plain);
}
