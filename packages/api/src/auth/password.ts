import argon2 from 'argon2';

/** argon2id with the library's defaults (19 MiB, t=2, p=1: OWASP's minimum profile). */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
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
