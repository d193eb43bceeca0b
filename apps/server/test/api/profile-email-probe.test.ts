import { users } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeTryRules } from '../../../../packages/api/src/services/accounts/codes';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, tokenOf } from '../support/harness';

/** A profile save must not tell a signed-in user which e-mail addresses are registered. */
describe('profile e-mail change: no registration oracle', () => {
  const t = useTestApp();

  async function codeFor(email: string) {
    t.clock.advance(61_000);
    await t.rest('POST', '/login/sendEmail', { body: { email } });
    return Number(t.smtp.codeFor(email));
  }

  const wrong = (code: number) => (code + 1) % 1_000_000;

  it('answers a wrong code the same for a registered and an unregistered address', async () => {
    const teacher = await buildTeacher(t);
    const other = await buildStudent(t);
    const token = await tokenOf(t, teacher);
    const code = await codeFor(teacher.email);
    const base = { id: teacher.id, name: teacher.name, role: 'Teacher', code: wrong(code) };
    const taken = await t.rest('POST', '/user/updateUserProfile', { token, body: { ...base, email: other.email } });
    const free = await t.rest('POST', '/user/updateUserProfile', {
      token,
      body: { ...base, email: 'nobody-has-this@example.com' },
    });
    expect(taken).toMatchObject({ status: 400, body: { msg: 'The code is invalid or has expired' } });
    expect(free).toEqual(taken);
    // The code-sending call answers the same whether the address is registered or not.
    t.clock.advance(61_000);
    const sendTaken = await t.rest('POST', '/login/sendEmail', { body: { email: other.email } });
    const sendFree = await t.rest('POST', '/login/sendEmail', { body: { email: 'nobody-either@example.com' } });
    expect(sendTaken).toMatchObject({ status: 200 });
    expect(sendFree).toEqual(sendTaken);
  });

  it('refuses with 429 once the account has sent too many wrong codes, whatever the code', async () => {
    const teacher = await buildTeacher(t);
    const token = await tokenOf(t, teacher);
    let code = 0;
    const body = (c: number) => ({
      id: teacher.id,
      name: teacher.name,
      role: 'Teacher',
      code: c,
      email: 'x@example.com',
    });
    for (let i = 0; i < codeTryRules.perAccount; i += 1) {
      // A fresh code now and then, so the per-code limit is not what answers.
      if (i % 4 === 0) code = await codeFor(teacher.email);
      const res = await t.rest('POST', '/user/updateUserProfile', { token, body: body(wrong(code)) });
      expect(res.status).toBe(400);
    }
    code = await codeFor(teacher.email);
    const blocked = await t.rest('POST', '/user/updateUserProfile', { token, body: body(code) });
    expect(blocked).toMatchObject({ status: 429, body: { msg: 'Too many attempts, please try again later' } });
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, teacher.id));
    expect(row?.email).toBe(teacher.email);
  });

  it('still answers the spec message for a right code and a taken address, and counts it as a try', async () => {
    const teacher = await buildTeacher(t);
    const other = await buildStudent(t);
    const token = await tokenOf(t, teacher);
    const code = await codeFor(teacher.email);
    const base = { id: teacher.id, name: teacher.name, role: 'Teacher', code };
    const taken = await t.rest('POST', '/user/updateUserProfile', { token, body: { ...base, email: other.email } });
    expect(taken).toMatchObject({ status: 409, body: { msg: 'This email is already registered' } });
    // Probing many addresses with one right code runs into the same limit as wrong codes.
    let last = taken;
    for (let i = 1; i <= codeTryRules.perAccount; i += 1) {
      last = await t.rest('POST', '/user/updateUserProfile', { token, body: { ...base, email: other.email } });
    }
    expect(last.status).toBe(429);
  });
});
