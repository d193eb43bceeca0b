import type { NewUserRow } from '@quanta/db';
import { expect } from 'vitest';
import { buildAdmin, buildParentOf, buildStudent, buildTeacher, type TestApp, tokenOf } from './harness';

/** A REST call: method, path and body (undefined for none). */
export type RestCall = readonly [method: string, path: string, body?: unknown];
type Role = 'Student' | 'Parent' | 'Teacher' | 'Admin';
/** A fresh user of a role, a built user, or a signed-in session token. */
export type Caller = Role | { id: string } | { token: string };

const builders: Record<Role, (t: TestApp, o: Partial<NewUserRow>) => Promise<{ id: string }>> = {
  Student: buildStudent,
  Teacher: buildTeacher,
  Admin: buildAdmin,
  Parent: async (t, o) => buildParentOf(t, await buildStudent(t), o),
};

async function tokenFor(t: TestApp, caller: Caller, o: Partial<NewUserRow> = {}) {
  if (typeof caller === 'string') return tokenOf(t, await builders[caller](t, o));
  return 'token' in caller ? caller.token : tokenOf(t, caller);
}

/**
 * Each call is refused: 401 signed out, 402 to `unverified` (a role is built with its e-mail not verified) and
 * 403 to every one of `forbidden`.
 */
export async function expectRefused(
  t: TestApp,
  calls: readonly RestCall[],
  callers: { unverified?: Caller; forbidden: Caller[] },
) {
  const unverified = callers.unverified && (await tokenFor(t, callers.unverified, { emailVerified: false }));
  const forbidden = await Promise.all(callers.forbidden.map((caller) => tokenFor(t, caller)));
  for (const [method, path, body] of calls) {
    expect((await t.rest(method, path, { body })).status, `${method} ${path} signed out`).toBe(401);
    if (unverified) expect((await t.rest(method, path, { body, token: unverified })).status, path).toBe(402);
    for (const [i, token] of forbidden.entries()) {
      expect((await t.rest(method, path, { body, token })).status, `${path} (forbidden caller ${i + 1})`).toBe(403);
    }
  }
}
