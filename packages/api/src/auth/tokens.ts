import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  version: number;
}

/** Signs and reads session tokens (HS256). The version claim lets a password change end older sessions. */
export function createTokenService(secret: string, ttl = '30d') {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ tv: claims.version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key);
    },
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        return { userId: payload.sub, version: payload.tv };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
