import { RateLimiterMemory } from 'rate-limiter-flexible';
import { fail } from '../errors';

/**
 * Slows repeated sign-in failures: per client address and per account. Kept in memory, which suits one
 * server; several servers would share a Redis-backed limiter of the same library.
 */
export function createLoginLimiter() {
  const byIp = new RateLimiterMemory({ keyPrefix: 'login-ip', points: 20, duration: 15 * 60 });
  const byAccount = new RateLimiterMemory({ keyPrefix: 'login-acct', points: 8, duration: 15 * 60 });
  return {
    /** Throws 429 while either key has no failures left. */
    async check(ip: string, email: string) {
      const [a, b] = await Promise.all([byIp.get(ip), byAccount.get(email)]);
      if ((a && a.remainingPoints <= 0) || (b && b.remainingPoints <= 0)) throw fail.tooMany();
    },
    async failed(ip: string, email: string) {
      await Promise.all([byIp.penalty(ip, 1), byAccount.penalty(email, 1)]);
    },
    async succeeded(email: string) {
      await byAccount.delete(email);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
