import { sessions } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildUser, PASSWORD, tokenOf, trpcStatus } from '../support/harness';

describe('sign-in and the request pipeline', () => {
  const t = useTestApp();

  it('signs in through REST with the {code,msg,result} envelope and a token that opens /user calls', async () => {
    const amy = await buildStudent(t, { email: 'amy@example.com' });
    const res = await t.rest('POST', '/login/authUser', { body: { email: 'AMY@example.com', password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.result).toMatchObject({ _id: amy.id, email: 'amy@example.com', role: 'Student', isAdmin: false });
    expect(res.body.result).not.toHaveProperty('passwordHash');
    const info = await t.rest('GET', '/user/getUserInfo', { token: res.body.result.token });
    expect(info.body.result.name).toBe(amy.name);
  });

  it('signs in through tRPC too', async () => {
    const u = await buildStudent(t);
    const info = await t.trpc().login.authUser.mutate({ email: u.email, password: PASSWORD });
    expect(typeof info.token).toBe('string');
    expect((await t.trpc(info.token).user.getUserInfo.query())._id).toBe(u.id);
  });

  it('answers a wrong password and an unknown e-mail with the same message', async () => {
    const u = await buildStudent(t);
    const wrong = await t.rest('POST', '/login/authUser', { body: { email: u.email, password: 'nope-nope-1' } });
    const unknown = await t.rest('POST', '/login/authUser', {
      body: { email: 'ghost@example.com', password: 'nope-nope-1' },
    });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body.msg).toBe('Invalid email or password');
    expect(unknown.body.msg).toBe(wrong.body.msg);
  });

  it('slows repeated failures of one account from one address with 429, even with the right password', async () => {
    const u = await buildStudent(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await t.rest('POST', '/login/authUser', { body: { email: u.email, password: 'wrong-pass-1' } })).status,
      );
    }
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses[5]).toBe(429);
    const right = await t.rest('POST', '/login/authUser', { body: { email: u.email, password: PASSWORD } });
    expect(right.status).toBe(429);
    expect(right.body.msg).toBe('Too many attempts, please try again later');
  });

  it('refuses /user calls signed out (401), with a forged or stale token (401), and unverified (402)', async () => {
    expect((await t.rest('GET', '/user/getUserInfo')).status).toBe(401);
    expect((await t.rest('GET', '/user/getUserInfo', { token: 'not-a-token' })).status).toBe(401);
    const u = await buildStudent(t);
    const stale = await t.app.deps.tokens.sign({ userId: u.id, sessionId: crypto.randomUUID() });
    expect((await t.rest('GET', '/user/getUserInfo', { token: stale })).status).toBe(401);
    const unverified = await buildStudent(t, { emailVerified: false });
    const res = await t.rest('GET', '/user/getUserInfo', { token: await tokenOf(t, unverified) });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 402, msg: 'Please verify your email' });
    expect(await trpcStatus(t.trpc(await tokenOf(t, unverified)).user.getUserProfile.query())).toBe(402);
  });

  it('refuses a token signed with our key that lacks a claim we issue or names no uuid, and an expired session (401)', async () => {
    const key = new TextEncoder().encode('test-secret-test-secret-test-secret');
    const u = await buildStudent(t);
    const real = await tokenOf(t, u);
    const { sid } = decodeJwt(real) as { sid: string };
    const signed = (claims: Record<string, unknown>, o: { iat?: boolean; exp?: boolean } = {}) => {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' });
      if (o.iat !== false) jwt.setIssuedAt();
      if (o.exp !== false) jwt.setExpirationTime('1h');
      return jwt.sign(key);
    };
    const refused = {
      'no uuid as session': await signed({ sub: u.id, sid: 'not-a-uuid' }),
      'no uuid as user': await signed({ sub: 'admin', sid }),
      'no expiry': await signed({ sub: u.id, sid }, { exp: false }),
      'no issue time': await signed({ sub: u.id, sid }, { iat: false }),
      'no session': await signed({ sub: u.id }),
    };
    expect((await t.rest('GET', '/user/getUserInfo', { token: await signed({ sub: u.id, sid }) })).status).toBe(200);
    for (const [what, token] of Object.entries(refused)) {
      expect((await t.rest('GET', '/user/getUserInfo', { token })).status, what).toBe(401);
      expect(await trpcStatus(t.trpc(token).user.getSessions.query({})), what).toBe(401);
    }
    // The session's own expiry ends it, whatever the token says.
    expect((await t.rest('GET', '/user/getSessions', { token: real })).status).toBe(200);
    await t.app.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, sid));
    expect((await t.rest('GET', '/user/getUserInfo', { token: real })).status).toBe(401);
    expect((await t.rest('GET', '/user/getSessions', { token: real })).status).toBe(401);
    expect(await trpcStatus(t.trpc(real).user.getMyClasses.query())).toBe(401);
  });

  it('rejects bad input with a 400 naming the field', async () => {
    const missing = await t.rest('POST', '/login/authUser', { body: { email: 'a@example.com' } });
    expect(missing).toMatchObject({ status: 400, body: { code: 400, msg: 'password: is required' } });
    const wrongType = await t.rest('POST', '/login/authUser', { body: { email: 42, password: 'x' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.msg).toBe('email: must be a string');
    const long = await t.rest('POST', '/login/authUser', {
      body: { email: `${'a'.repeat(300)}@example.com`, password: 'x' },
    });
    expect(long.body.msg).toBe('email: must be at most 254 characters');
    const malformed = await t.rest('POST', '/login/authUser', { raw: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe(400);
    expect(await trpcStatus(t.trpc().login.authUser.mutate({ email: 'bad', password: 'x' }))).toBe(400);
  });

  it('treats an empty JSON body as no input and refuses prototype keys', async () => {
    const empty = await t.rest('POST', '/login/authUser', { raw: '' });
    expect(empty).toMatchObject({ status: 400, body: { msg: 'input: is required' } });
    const poisoned = await t.rest('POST', '/login/authUser', {
      raw: '{"email":"a@example.com","password":"x","__proto__":{"isAdmin":true}}',
    });
    expect(poisoned.status).toBe(400);
    expect(({} as { isAdmin?: boolean }).isAdmin).toBeUndefined();
  });

  it('refuses a 2 MB body with 413 and stores nothing', async () => {
    const before = await t.app.deps.db.$count((await import('@quanta/db')).users);
    const res = await t.rest('POST', '/login/registerFamily', {
      raw: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 413, msg: 'Request body too large' });
    expect(await t.app.deps.db.$count((await import('@quanta/db')).users)).toBe(before);
  });

  it('answers unknown /api paths with a 404 JSON envelope and serves /api/health', async () => {
    const res = await t.rest('GET', '/no/such/call');
    expect(res).toMatchObject({ status: 404, body: { code: 404 } });
    expect((await t.rest('GET', '/health')).body.result.status).toBe('ok');
  });

  it('keeps unexpected failures opaque: a 500 with a request id and no internals', async () => {
    const u = await buildUser(t);
    const token = await tokenOf(t, u);
    // One call first, so the context's user lookup (a statement prepared once) is ready.
    expect((await t.rest('GET', '/user/getSessions', { token })).status).toBe(200);
    const original = t.app.deps.db.select.bind(t.app.deps.db);
    // Break the database for one request: the context's user lookup succeeds, the service call fails.
    (t.app.deps.db as { select: unknown }).select = () => {
      throw new Error('relation "secret_internal_table" does not exist');
    };
    try {
      const res = await t.rest('GET', '/user/getSessions', { token });
      expect(res.status).toBe(500);
      expect(res.body.msg).toBe('Something went wrong');
      expect(typeof res.body.requestId).toBe('string');
      expect(JSON.stringify(res.body)).not.toContain('secret_internal_table');
    } finally {
      (t.app.deps.db as { select: unknown }).select = original;
    }
  });
});
