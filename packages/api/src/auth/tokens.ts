import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { keptRecent } from '../speedups/kept';

export interface TokenClaims {
  userId: string;
  /** The session row the token stands for; ending the row ends the token. */
  sessionId: string;
}

/**
 * The claims every token we sign carries: the user (`sub`) and session (`sid`) as uuids, when it was issued
 * and when it expires. A token signed with our key that lacks one, or names no uuid, is no token of ours.
 */
const claimsShape = z.object({
  sub: z.guid(),
  sid: z.guid(),
  iat: z.number().int(),
  exp: z.number().int(),
});

/** How many verified tokens are remembered (the least recently used is forgotten first). */
const verifiedMax = 20_000;

/**
 * Signs and reads session tokens (HS256): the user and the session they name. A token whose signature
 * was checked once is remembered with its expiry, so the next request with it skips the HMAC; whether its
 * session still stands is read from the database on every request all the same.
 */
export function createTokenService(secret: string, ttl = '30d') {
  const key = new TextEncoder().encode(secret);
  const verified = keptRecent<string, TokenClaims & { exp: number }>('verified-tokens', verifiedMax);
  return {
    sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key);
    },
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (Date.now() / 1000 < known.exp) return { userId: known.userId, sessionId: known.sessionId };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'sid', 'iat', 'exp'],
        });
        const parsed = claimsShape.safeParse(payload);
        if (!parsed.success) return null;
        const claims = { userId: parsed.data.sub, sessionId: parsed.data.sid };
        verified.set(token, { ...claims, exp: parsed.data.exp });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
