import { emailGroupMembers, emailGroups, emailRecords, mailDeliveries, mailPreferences } from '@quanta/db';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildStudent, buildTeacher, buildUser, tokenOf, trpcStatus } from '../support/harness';
import { expectRefused } from '../support/refusals';
import { mailText } from '../support/smtp';

/** Mail settles within seconds; the default second of expect.poll is too short on a busy machine. */
const poll = { timeout: 20_000, interval: 100 };

describe('admin bulk e-mail and groups', () => {
  const t = useTestApp();
  let token: string;
  let studentToken: string;
  let teacherToken: string;
  let unverifiedToken: string;
  let people: Awaited<ReturnType<typeof buildStudent>>[];

  beforeAll(async () => {
    token = await tokenOf(t, await buildAdmin(t));
    studentToken = await tokenOf(t, await buildStudent(t));
    teacherToken = await tokenOf(t, await buildTeacher(t));
    unverifiedToken = await tokenOf(t, await buildAdmin(t, { emailVerified: false }));
    people = [];
    for (let i = 0; i < 4; i++) people.push(await buildStudent(t, { name: `Pupil ${i}` }));
  });

  const counts = async () => {
    const [[records], [groups], [deliveries]] = await Promise.all([
      t.app.deps.db.select({ n: count() }).from(emailRecords),
      t.app.deps.db.select({ n: count() }).from(emailGroups),
      t.app.deps.db.select({ n: count() }).from(mailDeliveries),
    ]);
    return { records: records?.n, groups: groups?.n, deliveries: deliveries?.n };
  };
  const send = (body: unknown, headers?: Record<string, string>) =>
    t.rest('POST', '/admin/sendEmail', { token, body, headers });
  const content = '<p>Dear family, <b>school</b> starts on Monday.</p><script>alert(1)</script>';

  it('refuses every e-mail call signed out (401), unverified (402) and to non-admins (403)', async () => {
    const id = UNKNOWN_ID;
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/getEmails'],
      ['POST', '/admin/deleteEmail', { ids: [id] }],
      ['GET', '/admin/getGroupEmails'],
      ['GET', `/admin/getGroupMembers?id=${id}`],
      ['POST', '/admin/addGroupEmail', { name: 'G', users: [people[0]!.id] }],
      ['POST', '/admin/editGroupEmail', { id, name: 'G', users: [people[0]!.id] }],
      ['POST', '/admin/deleteGroupEmail', { id }],
      ['POST', '/admin/sendEmail', { title: 'T', content: '<p>x</p>', recipient: ['a@example.com'] }],
    ];
    const before = await counts();
    await expectRefused(t, calls, {
      unverified: { token: unverifiedToken },
      forbidden: [{ token: studentToken }, { token: teacherToken }],
    });
    expect(await trpcStatus(t.trpc(studentToken).admin.getEmails.query({ page: 1 }))).toBe(403);
    expect(await trpcStatus(t.trpc().admin.sendEmail.mutate({ title: 'T', content: 'x' }))).toBe(401);
    expect(await counts()).toEqual(before);
    expect(t.smtp.mailsTo('a@example.com')).toHaveLength(0);
  });

  it('creates, lists, searches, edits and deletes groups with the spec messages', async () => {
    const [a, b, c] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    const none = await t.rest('POST', '/admin/addGroupEmail', { token, body: { name: ' ', users: [a.id] } });
    expect(none).toMatchObject({ status: 400, body: { msg: 'Please input group name' } });
    const empty = await t.rest('POST', '/admin/addGroupEmail', { token, body: { name: 'Parents', users: [] } });
    expect(empty).toMatchObject({ status: 400, body: { msg: 'Please select users' } });
    const missing = await t.rest('POST', '/admin/addGroupEmail', { token, body: { name: 'Parents' } });
    expect(missing).toMatchObject({ status: 400, body: { msg: 'Please select users' } });

    const added = await t.rest('POST', '/admin/addGroupEmail', {
      token,
      body: { name: 'Year 9 Physics', users: [a.id, b.id, a.id] },
    });
    expect(added).toMatchObject({ status: 200, body: { msg: 'Add success', result: { name: 'Year 9 Physics' } } });
    const id = added.body.result._id as string;
    expect(added.body.result.recipient.sort()).toEqual([a.id, b.id].sort());
    const taken = await t.rest('POST', '/admin/addGroupEmail', {
      token,
      body: { name: 'year 9 physics', users: [c.id] },
    });
    expect(taken).toMatchObject({ status: 409, body: { msg: 'A group named year 9 physics already exists' } });
    await t.trpc(token).admin.addGroupEmail.mutate({ name: 'Math Club', users: [c.id] });

    const list = await t.rest('GET', '/admin/getGroupEmails', { token });
    expect(list.body.result.list.map((g: { name: string }) => g.name)).toEqual(['Math Club', 'Year 9 Physics']);
    expect(list.body.result.total).toBe(2);
    const found = await t.rest('GET', '/admin/getGroupEmails?keyword=physics', { token });
    expect(found.body.result.list).toEqual([
      { _id: id, name: 'Year 9 Physics', recipient: expect.any(Array), count: 2 },
    ]);
    const members = await t.trpc(token).admin.getGroupMembers.query({ id });
    expect(members.users.map((u) => u.email).sort()).toEqual([a.email, b.email].sort());
    // The REST path answers the same members (and its answer is held to the API reference).
    expect((await t.rest('GET', `/admin/getGroupMembers?id=${id}`, { token })).body.result).toEqual(members);
    expect(members.users[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      role: 'Student',
    });

    const edited = await t.rest('POST', '/admin/editGroupEmail', {
      token,
      body: { id, name: 'Year 9', users: [c.id] },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { msg: 'Successfully saved', result: { name: 'Year 9', recipient: [c.id] } },
    });
    const clash = await t.rest('POST', '/admin/editGroupEmail', {
      token,
      body: { id, name: 'Math Club', users: [c.id] },
    });
    expect(clash.status).toBe(409);
    const noName = await t.rest('POST', '/admin/editGroupEmail', { token, body: { id, name: '', users: [c.id] } });
    expect(noName).toMatchObject({ status: 400, body: { msg: 'Please input group name' } });
    expect((await t.trpc(token).admin.getGroupMembers.query({ id })).name).toBe('Year 9');

    const deleted = await t.rest('POST', '/admin/deleteGroupEmail', { token, body: { id } });
    expect(deleted).toMatchObject({ status: 200, body: { msg: 'Delete success' } });
    const [left] = await t.app.deps.db
      .select({ n: count() })
      .from(emailGroupMembers)
      .where(eq(emailGroupMembers.groupId, id));
    expect(left?.n).toBe(0);
    expect((await t.rest('POST', '/admin/deleteGroupEmail', { token, body: { id } })).status).toBe(404);
  });

  it('refuses bad group input (400), unknown groups and users, changing nothing', async () => {
    const before = await counts();
    const unknown = '00000000-0000-4000-8000-000000000001';
    const bad: [string, string, unknown, number, string?][] = [
      ['POST', '/admin/addGroupEmail', { name: 'x'.repeat(101), users: [people[0]!.id] }, 400],
      ['POST', '/admin/addGroupEmail', { name: 'a\u0000b', users: [people[0]!.id] }, 400],
      ['POST', '/admin/addGroupEmail', { name: ['a'], users: [people[0]!.id] }, 400],
      ['POST', '/admin/addGroupEmail', { name: 'G', users: 'all' }, 400],
      ['POST', '/admin/addGroupEmail', { name: 'G', users: ['nope'] }, 400, 'users.0: must be an id'],
      ['POST', '/admin/addGroupEmail', { name: 'G', users: [unknown] }, 400, 'Some selected users no longer exist'],
      ['POST', '/admin/editGroupEmail', { id: unknown, name: 'G', users: [people[0]!.id] }, 404, 'Group not found'],
      ['POST', '/admin/editGroupEmail', { id: 'nope', name: 'G', users: [people[0]!.id] }, 400],
      ['POST', '/admin/deleteGroupEmail', { id: unknown }, 404],
      ['POST', '/admin/deleteGroupEmail', {}, 400],
      ['GET', `/admin/getGroupMembers?id=${unknown}`, undefined, 404],
      ['GET', '/admin/getGroupMembers?id=x', undefined, 400],
      ['GET', '/admin/getGroupEmails?page=0', undefined, 400],
      ['GET', '/admin/getGroupEmails?pageSize=100000', undefined, 400],
      ['GET', '/admin/getEmails?page=abc', undefined, 400],
      ['POST', '/admin/deleteEmail', { ids: [] }, 400],
      ['POST', '/admin/deleteEmail', { ids: 'x' }, 400],
      ['POST', '/admin/deleteEmail', { ids: [unknown] }, 404, 'Email not found'],
    ];
    for (const [method, path, body, status, msg] of bad) {
      const res = await t.rest(method, path, { token, body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    const malformed = await t.rest('POST', '/admin/addGroupEmail', { token, raw: '{"name": "G", ' });
    expect(malformed.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses a send without title, content or recipients with the spec messages, storing nothing', async () => {
    const before = await counts();
    const cases: [unknown, number, string][] = [
      [{ title: '', content, recipient: ['a@example.com'] }, 400, 'Please input title'],
      [{ title: 'Hi', content: '<p> </p>', recipient: ['a@example.com'] }, 400, 'Please input content'],
      [{ title: 'Hi', content }, 400, 'Please select recipients'],
      [{ title: 'Hi', content, recipient: [], emailGroup: [] }, 400, 'Please select recipients'],
      [{ title: 'Hi', content, recipient: ['not-an-address'] }, 400, 'recipient.0: must be an email address'],
      [{ title: 'Hi', content, emailGroup: ['00000000-0000-4000-8000-000000000002'] }, 404, 'Group not found'],
      [{ title: 'Hi', content, emailGroup: ['x'] }, 400, 'emailGroup.0: must be an id'],
      [{ title: 'x'.repeat(201), content, recipient: ['a@example.com'] }, 400, 'title: must be at most 200 characters'],
      [
        { title: 'Hi\u0000', content, recipient: ['a@example.com'] },
        400,
        'title: must not contain NUL or invalid characters',
      ],
      [{ title: 'Hi', content, recipient: 'a@example.com' }, 400, 'recipient: must be a array'],
      [
        { title: 'Hi', content: '<p>\uD800</p>', recipient: ['a@example.com'] },
        400,
        'content: must not contain NUL or invalid characters',
      ],
    ];
    for (const [body, status, msg] of cases) {
      const res = await send(body);
      expect(res, JSON.stringify(body)).toMatchObject({ status, body: { msg } });
    }
    expect(await counts()).toEqual(before);
  });

  it('sends to a group plus an address, each person once, in their language, with HTML and text: status 1', async () => {
    const [a, b] = people as [(typeof people)[0], (typeof people)[0]];
    await t.app.deps.db
      .insert(mailPreferences)
      .values({ userId: b.id, language: 'zh', unsubscribeToken: `tok-${b.id}` });
    const group = await t.trpc(token).admin.addGroupEmail.mutate({ name: 'Both', users: [a.id, b.id] });
    t.clock.advance(1000);
    const res = await send({
      title: 'Term starts',
      content,
      recipient: [a.email, 'Guest@Example.com'],
      emailGroup: [group._id],
    });
    expect(res).toMatchObject({
      status: 200,
      body: { msg: 'Email sent successfully', result: { status: 1, failEmails: [] } },
    });
    for (const to of [a.email, b.email, 'guest@example.com']) expect(t.smtp.mailsTo(to), to).toHaveLength(1);
    const mail = t.smtp.mailsTo(a.email)[0]!.raw;
    expect(mail).toContain('Content-Type: multipart/alternative');
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    const text = mailText(mail);
    expect(text).toContain('Subject: Term starts');
    expect(text).toContain('<b>school</b>');
    expect(text).not.toContain('<script>');
    expect(text).toContain('You receive this e-mail because');
    expect(mailText(t.smtp.mailsTo(b.email)[0]!.raw)).toContain('您收到此邮件');
    const list = await t.rest('GET', '/admin/getEmails', { token });
    expect(list.body.result.list[0]).toEqual({
      _id: res.body.result._id,
      title: 'Term starts',
      recipient: [a.email, 'guest@example.com'],
      emailGroup: [{ _id: group._id, name: 'Both' }],
      createdAt: expect.any(String),
      status: 1,
    });
  });

  it('names exactly the refused addresses (5xx) and answers 3; all refused is 2', async () => {
    t.smtp.rule('refused1@example.com', 'refuse');
    t.smtp.rule('refused2@example.com', 'refuse');
    try {
      const partly = await send({
        title: 'Partly',
        content,
        recipient: ['ok1@example.com', 'refused2@example.com', 'ok2@example.com', 'refused1@example.com'],
      });
      expect(partly).toMatchObject({
        status: 200,
        body: {
          msg: 'refused1@example.com, refused2@example.com sent failed',
          result: { status: 3, failEmails: ['refused1@example.com', 'refused2@example.com'] },
        },
      });
      expect(t.smtp.mailsTo('ok1@example.com')).toHaveLength(1);
      expect(t.smtp.mailsTo('ok2@example.com')).toHaveLength(1);
      const failed = await send({ title: 'None', content, recipient: ['refused1@example.com'] });
      expect(failed).toMatchObject({
        status: 200,
        body: { msg: 'Email sent failed', result: { status: 2, failEmails: ['refused1@example.com'] } },
      });
      // refused for good at once: one try each
      const tries = await t.app.deps.db
        .select({ attempts: mailDeliveries.attempts })
        .from(mailDeliveries)
        .where(eq(mailDeliveries.toAddress, 'refused1@example.com'));
      expect(tries.map((r) => r.attempts)).toEqual([1, 1]);
    } finally {
      t.smtp.rule('refused1@example.com', undefined);
      t.smtp.rule('refused2@example.com', undefined);
    }
  });

  it('retries a deferral (4xx) and delivers once the peer accepts again', async () => {
    t.smtp.rule('later@example.com', 'defer');
    const started = send({ title: 'Deferred', content, recipient: ['later@example.com', 'now@example.com'] });
    await expect.poll(() => t.smtp.mailsTo('now@example.com').length, poll).toBe(1);
    await expect
      .poll(async () => {
        const [d] = await t.app.deps.db
          .select()
          .from(mailDeliveries)
          .where(eq(mailDeliveries.toAddress, 'later@example.com'));
        return d?.lastError ?? '';
      }, poll)
      .toContain('451');
    expect(t.smtp.mailsTo('later@example.com')).toHaveLength(0);
    t.smtp.rule('later@example.com', undefined);
    const res = await started;
    expect(res.body).toMatchObject({ msg: 'Email sent successfully', result: { status: 1, failEmails: [] } });
    expect(t.smtp.mailsTo('later@example.com')).toHaveLength(1);
  });

  it('keeps mail while the peer is down and delivers it after it comes back; down for good is status 2', async () => {
    await t.smtp.down();
    const started = send({ title: 'While down', content, recipient: ['down@example.com'] });
    await expect
      .poll(async () => {
        const [d] = await t.app.deps.db
          .select()
          .from(mailDeliveries)
          .where(eq(mailDeliveries.toAddress, 'down@example.com'));
        return d?.attempts ?? 0;
      }, poll)
      .toBeGreaterThanOrEqual(1);
    await t.smtp.up();
    expect((await started).body).toMatchObject({ msg: 'Email sent successfully', result: { status: 1 } });
    expect(t.smtp.mailsTo('down@example.com')).toHaveLength(1);

    await t.smtp.down();
    try {
      const res = await send({ title: 'Never', content, recipient: ['never@example.com'] });
      expect(res.body).toMatchObject({
        msg: 'Email sent failed',
        result: { status: 2, failEmails: ['never@example.com'] },
      });
      const [d] = await t.app.deps.db
        .select()
        .from(mailDeliveries)
        .where(eq(mailDeliveries.toAddress, 'never@example.com'));
      // the first try and every retry
      expect(d?.attempts).toBe(1 + t.app.deps.outbox.options.retryLimit);
    } finally {
      await t.smtp.up();
    }
  });

  it('answers 0 when delivery outlasts the wait, and the status moves on in the list by itself', async () => {
    const options = t.app.deps.outbox.options;
    const wait = options.waitMs;
    options.waitMs = 0;
    try {
      const res = await send({ title: 'Quick answer', content, recipient: ['q1@example.com', 'q2@example.com'] });
      expect(res.body).toMatchObject({ result: { status: 0, failEmails: [] } });
      await expect
        .poll(
          async () =>
            (await t.trpc(token).admin.getEmails.query({ page: 1 })).list.find((r) => r._id === res.body.result._id)
              ?.status,
          poll,
        )
        .toBe(1);
    } finally {
      options.waitMs = wait;
    }
  });

  it('pages the list 10 at a time, newest first, and deletes selected records with their queued mail', async () => {
    for (let i = 0; i < 11; i++) {
      t.clock.advance(1000);
      await send({ title: `Paged ${i}`, content, recipient: [`paged${i}@example.com`] });
    }
    const first = await t.rest('GET', '/admin/getEmails?page=1&pageSize=10', { token });
    const { total } = first.body.result;
    expect(first.body.result.list).toHaveLength(10);
    expect(first.body.result.list[0].title).toBe('Paged 10');
    const last = await t.trpc(token).admin.getEmails.query({ page: Math.ceil(total / 10), pageSize: 10 });
    expect(last.list.length).toBe(total % 10 || 10);
    const ids = first.body.result.list.slice(0, 2).map((r: { _id: string }) => r._id);
    const unknown = '00000000-0000-4000-8000-000000000003';
    expect((await t.rest('POST', '/admin/deleteEmail', { token, body: { ids: [ids[0], unknown] } })).status).toBe(404);
    expect((await t.trpc(token).admin.getEmails.query({ page: 1 })).total).toBe(total);
    const del = await t.rest('POST', '/admin/deleteEmail', { token, body: { ids } });
    expect(del).toMatchObject({ status: 200, body: { msg: 'Delete success' } });
    const after = await t.trpc(token).admin.getEmails.query({ page: 1 });
    expect(after.total).toBe(total - 2);
    expect(after.list.map((r) => r._id)).not.toContain(ids[0]);
    const [d] = await t.app.deps.db
      .select({ n: count() })
      .from(mailDeliveries)
      .where(eq(mailDeliveries.recordId, ids[0]));
    expect(d?.n).toBe(0);
  });

  it('mails the group members once even when they are also typed, and a deleted member is no longer mailed', async () => {
    const member = await buildUser(t, { role: 'Parent', name: 'Going' });
    const stays = await buildUser(t, { role: 'Parent', name: 'Staying' });
    const group = await t.trpc(token).admin.addGroupEmail.mutate({ name: 'Leavers', users: [member.id, stays.id] });
    await t.trpc(token).admin.deleteUser.mutate({ id: member.id });
    const res = await send({ title: 'After leaving', content, recipient: [stays.email], emailGroup: [group._id] });
    expect(res.body.result.status).toBe(1);
    expect(t.smtp.mailsTo(stays.email)).toHaveLength(1);
    expect(t.smtp.mailsTo(member.email)).toHaveLength(0);
  });
});
