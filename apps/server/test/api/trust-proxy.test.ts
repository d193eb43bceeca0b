import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/fixture';
import { buildStudent, PASSWORD } from '../support/harness';

/**
 * The test server trusts one proxy hop (`TRUST_PROXY=1`), as behind one nginx: the proxy appends the
 * address it saw, so only the last X-Forwarded-For entry is the client's; whatever the client wrote
 * before it is its own claim and counts for nothing.
 */
describe('client addresses behind one trusted proxy', () => {
  const t = useTestApp();
  /** What a proxy forwards for `real` when the client itself sent `X-Forwarded-For: <forged>`. */
  const through = (forged: string, real: string) => ({ 'x-forwarded-for': `${forged}, ${real}` });

  it('limits e-mail codes by the real address, whatever address the client claims', async () => {
    const real = '198.51.100.40';
    const answers = await Promise.all(
      Array.from({ length: 31 }, async (_, i) => {
        const res = await t.rest('POST', '/login/sendEmail', {
          body: { email: `proxied${i}@example.com` },
          headers: through(`203.0.113.${i + 1}`, real),
        });
        return res.status;
      }),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(30);
    expect(answers.filter((s) => s === 429)).toHaveLength(1);
    // another real client behind the same proxy is not held back
    const other = await t.rest('POST', '/login/sendEmail', {
      body: { email: 'proxied-other@example.com' },
      headers: through('203.0.113.7', '198.51.100.41'),
    });
    expect(other.status).toBe(200);
  }, 120_000);

  it('lists a session by the real address, not the claimed one', async () => {
    const u = await buildStudent(t);
    const signIn = await t.rest('POST', '/login/authUser', {
      body: { email: u.email, password: PASSWORD },
      headers: through('203.0.113.7', '198.51.100.50'),
    });
    expect(signIn.status).toBe(200);
    const list = await t.rest('GET', '/user/getSessions', {
      token: signIn.body.result.token,
      headers: through('203.0.113.8', '198.51.100.50'),
    });
    expect(list.body.result.list).toEqual([expect.objectContaining({ current: true, ip: '198.51.100.50' })]);
  });
});
