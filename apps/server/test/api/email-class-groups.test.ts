import { classStudents, emailRecords, mailDeliveries, mailPreferences } from '@quanta/db';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass, UNKNOWN_ID } from '../support/factories/classes';
import { buildPlace } from '../support/factories/enrolment';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildParentOf, buildStudent, buildTeacher, tokenOf, trpcStatus } from '../support/harness';
import { expectRefused } from '../support/refusals';
import { mailText } from '../support/smtp';
import { DAY } from '../support/time';

const NOW = new Date('2026-10-05T09:00:00Z');

describe('automatic e-mail groups: the students and the parents of a class', () => {
  const t = useTestApp();
  let token: string;
  let physics: { id: string; name: string };
  let chemistry: { id: string; name: string };
  let empty: { id: string; name: string };
  type Person = Awaited<ReturnType<typeof buildStudent>>;
  let amy: Person;
  let ben: Person;
  let cal: Person;
  let gone: Person;
  let amyParent: Person;
  let benParent: Person;
  let goneParent: Person;

  beforeAll(async () => {
    t.clock.now = NOW;
    token = await tokenOf(t, await buildAdmin(t));
    const teacher = await buildTeacher(t);
    physics = await buildClass(t, teacher, { name: 'Physics Alpha', includeLibrary: true });
    chemistry = await buildClass(t, teacher, { name: 'Chemistry Beta' });
    empty = await buildClass(t, teacher, { name: 'Physics Empty' });
    amy = await buildStudent(t, { name: 'Amy Class', email: 'amy.class@example.com' });
    ben = await buildStudent(t, { name: 'Ben Class', email: 'ben.class@example.com' });
    cal = await buildStudent(t, { name: 'Cal NoParent', email: 'cal.class@example.com' });
    gone = await buildStudent(t, { name: 'Gil Expired', email: 'gil.class@example.com' });
    amyParent = await buildParentOf(t, amy, { name: 'Amy Parent', email: 'amy.parent@example.com' });
    benParent = await buildParentOf(t, ben, { name: 'Ben Parent', email: 'ben.parent@example.com' });
    goneParent = await buildParentOf(t, gone, { name: 'Gil Parent', email: 'gil.parent@example.com' });
    await buildPlace(t, physics, amy, null);
    await buildPlace(t, physics, ben, new Date(NOW.getTime() + 30 * DAY));
    await buildPlace(t, physics, cal, null);
    // a place that ran out yesterday gives no access, so the class's groups leave the family out
    await buildPlace(t, physics, gone, new Date(NOW.getTime() - DAY));
    await buildPlace(t, chemistry, amy, null);
    // Ben's parent reads Chinese
    await t.app.deps.db
      .insert(mailPreferences)
      .values({ userId: benParent.id, language: 'zh', unsubscribeToken: `tok-${benParent.id}` });
  });

  const counts = async () => {
    const [[records], [deliveries]] = await Promise.all([
      t.app.deps.db.select({ n: count() }).from(emailRecords),
      t.app.deps.db.select({ n: count() }).from(mailDeliveries),
    ]);
    return { records: records?.n, deliveries: deliveries?.n };
  };
  const content = '<p>Parents evening on <b>Thursday</b>.</p>';

  it('refuses the list and a send to a class group signed out (401), unverified (402) and to non-admins (403)', async () => {
    const before = await counts();
    await expectRefused(
      t,
      [
        ['GET', '/admin/getClassGroups'],
        ['POST', '/admin/sendEmail', { title: 'T', content, classGroups: [{ classId: physics.id, who: 'parents' }] }],
      ],
      { unverified: 'Admin', forbidden: ['Student', 'Parent', 'Teacher'] },
    );
    const teacherToken = await tokenOf(t, await buildTeacher(t));
    expect(await trpcStatus(t.trpc(teacherToken).admin.getClassGroups.query({ page: 1 }))).toBe(403);
    expect(await trpcStatus(t.trpc().admin.getClassGroups.query())).toBe(401);
    expect(await counts()).toEqual(before);
    expect(t.smtp.mailsTo(amyParent.email)).toHaveLength(0);
  });

  it('lists two groups per class by class name with whom each reaches now, searchable and paged', async () => {
    const all = await t.rest('GET', '/admin/getClassGroups', { token });
    expect(all.status).toBe(200);
    expect(all.body.result.total).toBe(6);
    expect(all.body.result.list).toEqual([
      {
        _id: `class:${chemistry.id}:students`,
        classId: chemistry.id,
        className: 'Chemistry Beta',
        who: 'students',
        name: 'Students of Chemistry Beta',
        count: 1,
      },
      {
        _id: `class:${chemistry.id}:parents`,
        classId: chemistry.id,
        className: 'Chemistry Beta',
        who: 'parents',
        name: 'Parents of Chemistry Beta',
        count: 1,
      },
      expect.objectContaining({ _id: `class:${physics.id}:students`, name: 'Students of Physics Alpha', count: 3 }),
      expect.objectContaining({ _id: `class:${physics.id}:parents`, name: 'Parents of Physics Alpha', count: 2 }),
      expect.objectContaining({ _id: `class:${empty.id}:students`, count: 0 }),
      expect.objectContaining({ _id: `class:${empty.id}:parents`, count: 0 }),
    ]);
    const found = await t.rest('GET', '/admin/getClassGroups?keyword=physics', { token });
    expect(found.body.result.total).toBe(4);
    expect(found.body.result.list.map((g: { classId: string }) => g.classId)).toEqual([
      physics.id,
      physics.id,
      empty.id,
      empty.id,
    ]);
    // pages cut between a class's two groups and join up again
    const page1 = await t.trpc(token).admin.getClassGroups.query({ page: 1, pageSize: 3 });
    const page2 = await t.trpc(token).admin.getClassGroups.query({ page: 2, pageSize: 3 });
    expect([...page1.list, ...page2.list].map((g) => g._id)).toEqual(
      all.body.result.list.map((g: { _id: string }) => g._id),
    );
    expect(page2.total).toBe(6);
    expect((await t.trpc(token).admin.getClassGroups.query({ page: 3, pageSize: 3 })).list).toEqual([]);
    const zh = await t.rest('GET', '/admin/getClassGroups?keyword=Alpha', { token, headers: { 'x-lang': 'zh' } });
    expect(zh.body.result.list.map((g: { name: string }) => g.name)).toEqual([
      'Physics Alpha 的学生',
      'Physics Alpha 的家长',
    ]);
    expect((await t.rest('GET', '/admin/getClassGroups?keyword=nothing-like-this', { token })).body.result).toEqual({
      list: [],
      total: 0,
    });
  });

  it('refuses bad input (400), an unknown class (404) and a class nobody is in, storing nothing', async () => {
    const before = await counts();
    const cases: [string, string, unknown, number, string?][] = [
      ['GET', '/admin/getClassGroups?page=0', undefined, 400],
      ['GET', '/admin/getClassGroups?pageSize=100000', undefined, 400],
      ['GET', `/admin/getClassGroups?keyword=${'x'.repeat(300)}`, undefined, 400],
      ['GET', '/admin/getClassGroups?keyword=a%00b', undefined, 400],
      ['POST', '/admin/sendEmail', { title: 'Hi', content, classGroups: [{ classId: 'x', who: 'parents' }] }, 400],
      [
        'POST',
        '/admin/sendEmail',
        { title: 'Hi', content, classGroups: [{ classId: physics.id, who: 'teachers' }] },
        400,
        'classGroups.0.who: must be students or parents',
      ],
      ['POST', '/admin/sendEmail', { title: 'Hi', content, classGroups: [{ classId: physics.id }] }, 400],
      ['POST', '/admin/sendEmail', { title: 'Hi', content, classGroups: physics.id }, 400],
      [
        'POST',
        '/admin/sendEmail',
        {
          title: 'Hi',
          content,
          classGroups: Array.from({ length: 101 }, () => ({ classId: physics.id, who: 'parents' })),
        },
        400,
      ],
      [
        'POST',
        '/admin/sendEmail',
        { title: 'Hi', content, classGroups: [{ classId: UNKNOWN_ID, who: 'students' }] },
        404,
        'Class not found',
      ],
      [
        'POST',
        '/admin/sendEmail',
        { title: 'Hi', content, classGroups: [{ classId: empty.id, who: 'parents' }] },
        400,
        'Please select recipients',
      ],
      [
        'POST',
        '/admin/sendEmail',
        { title: '', content, classGroups: [{ classId: physics.id, who: 'parents' }] },
        400,
        'Please input title',
      ],
    ];
    for (const [method, path, body, status, msg] of cases) {
      const res = await t.rest(method, path, { token, body });
      expect(res.status, `${path} ${JSON.stringify(body)?.slice(0, 120)}`).toBe(status);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect(await counts()).toEqual(before);
    expect(t.smtp.mailsTo(amyParent.email)).toHaveLength(0);
  });

  it('mails the students with a valid place and their parents, each address once, in their language', async () => {
    const group = await t.trpc(token).admin.addGroupEmail.mutate({ name: 'Some parents', users: [amyParent.id] });
    const res = await t.rest('POST', '/admin/sendEmail', {
      token,
      body: {
        title: 'Parents evening',
        content,
        recipient: [ben.email],
        emailGroup: [group._id],
        classGroups: [
          { classId: physics.id, who: 'parents' },
          { classId: physics.id, who: 'students' },
          { classId: chemistry.id, who: 'parents' },
          { classId: physics.id, who: 'parents' },
        ],
      },
    });
    expect(res).toMatchObject({ status: 200, body: { msg: 'Email sent successfully', result: { status: 1 } } });
    for (const person of [amy, ben, cal, amyParent, benParent]) {
      expect(t.smtp.mailsTo(person.email), person.email).toHaveLength(1);
    }
    for (const person of [gone, goneParent]) expect(t.smtp.mailsTo(person.email), person.email).toHaveLength(0);
    const [n] = await t.app.deps.db
      .select({ n: count() })
      .from(mailDeliveries)
      .where(eq(mailDeliveries.recordId, res.body.result._id));
    expect(n?.n).toBe(5);
    expect(mailText(t.smtp.mailsTo(amyParent.email)[0]!.raw)).toContain('You receive this e-mail because');
    expect(mailText(t.smtp.mailsTo(benParent.email)[0]!.raw)).toContain('您收到此邮件');
    expect(mailText(t.smtp.mailsTo(amyParent.email)[0]!.raw)).toContain('<b>Thursday</b>');

    const list = await t.rest('GET', '/admin/getEmails', { token });
    expect(list.body.result.list[0]).toMatchObject({
      _id: res.body.result._id,
      recipient: [ben.email],
      emailGroup: [
        { _id: group._id, name: 'Some parents' },
        { _id: `class:${physics.id}:parents`, name: 'Parents of Physics Alpha' },
        { _id: `class:${physics.id}:students`, name: 'Students of Physics Alpha' },
        { _id: `class:${chemistry.id}:parents`, name: 'Parents of Chemistry Beta' },
      ],
    });
  });

  it('resolves the class when the mail is sent: a student who joins is mailed, one who left is not', async () => {
    const dan = await buildStudent(t, { email: 'dan.class@example.com' });
    const danParent = await buildParentOf(t, dan, { email: 'dan.parent@example.com' });
    await buildPlace(t, physics, dan, null);
    await t.app.deps.db
      .delete(classStudents)
      .where(and(eq(classStudents.classId, physics.id), eq(classStudents.studentId, cal.id)));
    const res = await t.trpc(token).admin.sendEmail.mutate({
      title: 'Welcome',
      content,
      classGroups: [{ classId: physics.id, who: 'parents' }],
    });
    expect(res.status).toBe(1);
    expect(t.smtp.mailsTo(danParent.email)).toHaveLength(1);
    expect(t.smtp.mailsTo(amyParent.email)).toHaveLength(2);
    expect(t.smtp.mailsTo(benParent.email)).toHaveLength(2);
    expect(t.smtp.mailsTo(dan.email)).toHaveLength(0);
    expect(t.smtp.mailsTo(cal.email)).toHaveLength(1);
    const [record] = await t.app.deps.db.select().from(emailRecords).where(eq(emailRecords.id, res._id));
    expect(record?.groups).toEqual([{ _id: `class:${physics.id}:parents`, name: 'Parents of Physics Alpha' }]);
    // and the students' group no longer reaches the one who left
    const students = await t.trpc(token).admin.sendEmail.mutate({
      title: 'Students only',
      content,
      classGroups: [{ classId: physics.id, who: 'students' }],
    });
    expect(students.status).toBe(1);
    expect(t.smtp.mailsTo(cal.email)).toHaveLength(1);
    expect(t.smtp.mailsTo(dan.email)).toHaveLength(1);
  });
});
