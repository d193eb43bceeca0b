import { runFamilyDigest } from '@quanta/api';
import { mailPreferences } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildInterest, buildPlace } from '../support/factories/enrolment';
import { buildClassWithHomework, buildEnrolledStudent, buildExercise } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildCredit, buildLesson, buildMark } from '../support/factories/lessons';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildParentOf, buildStudent, buildTeacher, tokenOf, trpcStatus } from '../support/harness';
import { mailText } from '../support/smtp';
import { DAY } from '../support/time';

/** A Sunday at 18:00 UTC: the digest's week is Monday 16 to Sunday 22 November 2026. */
const SUNDAY = new Date('2026-11-22T18:00:00Z');

/** The message with its folded header lines joined. */
const unfolded = (raw: string) => raw.replace(/\r?\n[ \t]+/g, ' ');

describe('the weekly family digest', () => {
  const t = useTestApp();
  let token: string;
  let english: Awaited<ReturnType<typeof buildEnrolledStudent>>;
  let chinese: Awaited<ReturnType<typeof buildEnrolledStudent>>;

  beforeAll(async () => {
    t.clock.now = SUNDAY;
    token = await tokenOf(t, await buildAdmin(t));
    const setup = await buildClassWithHomework(t, { klass: { name: 'Physics Plus' }, hw: { name: 'Forces set' } });
    english = await buildEnrolledStudent(t, setup.klass);
    chinese = await buildEnrolledStudent(t, setup.klass);
    // English family: a set handed in on Friday (1 of 3 right), an overdue set and an exam on Wednesday.
    await buildExercise(t, setup.klass, setup.hw, english.student, {
      finishedAt: new Date(SUNDAY.getTime() - 2 * DAY),
      correctionStatus: 1,
      answers: [{ answer: 'B', isCorrect: true }, { answer: 'B', isCorrect: false }, {}],
    });
    const late = await buildHomework(t, setup.teacher, {
      name: 'Energy set',
      dueDate: new Date(SUNDAY.getTime() - DAY),
      questionIds: setup.questions.map((q) => q.id),
    });
    await buildExercise(t, setup.klass, late, english.student);
    const exam = await buildHomework(t, setup.teacher, {
      name: 'Midterm exam',
      isExam: true,
      dueDate: new Date(SUNDAY.getTime() + 3 * DAY),
      questionIds: setup.questions.map((q) => q.id),
    });
    await buildExercise(t, setup.klass, exam, english.student);
    // The parents signed in in their languages.
    await t.rest('POST', '/login/authUser', {
      body: { email: english.parent.email, password: 'correct-horse-1' },
      headers: { 'x-lang': 'en' },
    });
    await t.rest('POST', '/login/authUser', {
      body: { email: chinese.parent.email, password: 'correct-horse-1' },
      headers: { 'x-lang': 'zh' },
    });
  });

  it('lets only admins set the day and hour, refusing bad settings, and schedules it in the queue', async () => {
    const good = { enabled: true, day: 0, hour: 18, timeZone: 'Asia/Shanghai' };
    const teacherToken = await tokenOf(t, await buildTeacher(t));
    expect((await t.rest('POST', '/admin/setDigestSettings', { body: good })).status).toBe(401);
    expect((await t.rest('POST', '/admin/setDigestSettings', { token: teacherToken, body: good })).status).toBe(403);
    expect(await trpcStatus(t.trpc(teacherToken).admin.getDigestSettings.query())).toBe(403);
    for (const bad of [
      { ...good, hour: 24 },
      { ...good, day: 7 },
      { ...good, timeZone: 'Mars/Olympus' },
      { ...good, timeZone: 'Asia/Shanghai\u0000' },
      { ...good, enabled: 'yes' },
      { day: 1 },
    ]) {
      expect((await t.rest('POST', '/admin/setDigestSettings', { token, body: bad })).status, JSON.stringify(bad)).toBe(
        400,
      );
    }
    expect((await t.rest('GET', '/admin/getDigestSettings', { token })).body.result).toMatchObject({ enabled: false });
    const saved = await t.rest('POST', '/admin/setDigestSettings', { token, body: good });
    expect(saved).toMatchObject({ status: 200, body: { msg: 'Successfully saved', result: good } });
    expect((await t.rest('GET', '/admin/getDigestSettings', { token })).body.result).toEqual(good);
    const schedules = await t.app.deps.outbox.boss.getSchedules('family-digest');
    expect(schedules).toMatchObject([{ name: 'family-digest', cron: '0 18 * * 0', timezone: 'Asia/Shanghai' }]);
    await t.rest('POST', '/admin/setDigestSettings', { token, body: { ...good, enabled: false } });
    expect(await t.app.deps.outbox.boss.getSchedules('family-digest')).toEqual([]);
  });

  it('previews a parent’s digest for admins, in their language', async () => {
    const preview = await t.rest('GET', `/admin/previewDigest?email=${encodeURIComponent(english.parent.email)}`, {
      token,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.result.text).toContain('Midterm exam');
    const zh = await t.trpc(token).admin.previewDigest.query({ email: chinese.parent.email });
    expect(zh.subject).toContain('周报');
    const none = await t.rest('GET', '/admin/previewDigest?email=nobody%40example.com', { token });
    expect(none).toMatchObject({ status: 404, body: { msg: 'No parent account uses this email' } });
    expect((await t.rest('GET', '/admin/previewDigest?email=x', { token })).status).toBe(400);
  });

  it('sends the week’s digest once to each family, in its language, with an unsubscribe link and headers', async () => {
    await t.mailSettled();
    const first = await runFamilyDigest(t.app.deps);
    expect(first.week).toBe('2026-11-16');
    await t.mailSettled();
    const en = t.smtp.mailsTo(english.parent.email);
    const zh = t.smtp.mailsTo(chinese.parent.email);
    expect(en).toHaveLength(1);
    expect(zh).toHaveLength(1);
    const enText = mailText(en[0]!.raw);
    expect(enText).toContain("Your family's week at Quanta");
    expect(enText).toContain('Physics Plus');
    expect(enText).toContain('Homework handed in this week: 1');
    expect(enText).toContain('Energy set (due 21 Nov 2026)');
    expect(enText).toContain('Forces set (Physics Plus): 33% (corrected by the teacher)');
    expect(enText).toContain('Midterm exam (due 25 Nov 2026)');
    expect(unfolded(en[0]!.raw)).toMatch(
      /List-Unsubscribe: <http:\/\/quanta\.test\/api\/public\/unsubscribeDigest\?token=[\w-]+>/,
    );
    expect(unfolded(en[0]!.raw)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(en[0]!.raw).toContain('Content-Type: text/html');
    const zhText = mailText(zh[0]!.raw);
    expect(zhText).toContain('以下是您家庭本周的学习情况。');
    expect(zhText).toContain('本周提交的作业：0');

    // a second run in the same week (a restart, a retried job) sends nothing more
    const again = await runFamilyDigest(t.app.deps);
    expect(again.queued).toBe(0);
    await t.mailSettled();
    expect(t.smtp.mailsTo(english.parent.email)).toHaveLength(1);
    expect(t.smtp.mailsTo(chinese.parent.email)).toHaveLength(1);
  });

  it('honours an unsubscribe from the link and from the one-click header, and refuses a bad token', async () => {
    const tokenIn = (raw: string) => mailText(raw).match(/unsubscribe\?token=([\w-]+)/)?.[1] as string;
    const zhToken = tokenIn(t.smtp.mailsTo(chinese.parent.email)[0]!.raw);
    const res = await t.rest('POST', '/public/unsubscribeDigest', { body: { token: zhToken } });
    expect(res).toMatchObject({ status: 200, body: { msg: 'You will no longer receive the weekly family digest' } });
    expect((await t.rest('POST', '/public/unsubscribeDigest', { body: { token: 'nope' } })).status).toBe(404);
    expect((await t.rest('POST', '/public/unsubscribeDigest', { body: { token: 'a b' } })).status).toBe(400);
    expect((await t.rest('POST', '/public/unsubscribeDigest', { body: {} })).status).toBe(400);

    t.clock.advance(7 * DAY);
    const next = await runFamilyDigest(t.app.deps);
    expect(next.week).toBe('2026-11-23');
    await t.mailSettled();
    expect(t.smtp.mailsTo(english.parent.email)).toHaveLength(2);
    expect(t.smtp.mailsTo(chinese.parent.email)).toHaveLength(1);

    // the header's one-click POST (a form body, the token in the query)
    const header = unfolded(t.smtp.mailsTo(english.parent.email)[1]!.raw).match(
      /List-Unsubscribe: <http:\/\/quanta\.test(\/api\/[^>]+)>/,
    )?.[1];
    const oneClick = await fetch(`${t.url}${header}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const [pref] = await t.app.deps.db
      .select()
      .from(mailPreferences)
      .where(eq(mailPreferences.userId, english.parent.id));
    expect(pref?.digestOptOut).toBe(true);
    t.clock.advance(7 * DAY);
    expect((await runFamilyDigest(t.app.deps)).queued).toBe(0);
    t.clock.now = SUNDAY;
  });
  it('lists each child’s classes running out of lessons and places ending within the week, with the renew link', async () => {
    const teacher = await buildTeacher(t);
    const student = await buildStudent(t, { name: 'Gus Lin' });
    const parent = await buildParentOf(t, student, { name: 'Lin Hua' });
    const low = await buildClass(t, teacher, { name: 'Piano Basics', lessonPackageSize: 4 });
    const empty = await buildClass(t, teacher, { name: 'Violin Club', lessonPackageSize: 1 });
    const plenty = await buildClass(t, teacher, { name: 'Chess Club', lessonPackageSize: 10 });
    const ending = await buildClass(t, teacher, { name: 'Physics Plus', includeLibrary: true });
    for (const [cls, credits, used] of [
      [low, 4, 2],
      [empty, 1, 1],
      [plenty, 10, 1],
    ] as const) {
      await buildPlace(t, cls, student, null);
      await buildCredit(t, cls, student, credits);
      for (let i = 0; i < used; i++) {
        const lesson = await buildLesson(t, cls, teacher, new Date(SUNDAY.getTime() - (i + 1) * DAY));
        await buildMark(t, lesson, student, 'present');
      }
    }
    const endsAt = new Date(SUNDAY.getTime() + 3 * DAY);
    await buildInterest(t, ending, student, { registered: true, durationType: 1, expiresAt: endsAt });
    await buildPlace(t, ending, student, endsAt);

    const en = await t.rest('GET', `/admin/previewDigest?email=${encodeURIComponent(parent.email)}`, { token });
    const text: string = en.body.result.text;
    expect(text).toContain('To renew:');
    expect(text).toContain(`Piano Basics: 2 lessons left (renew: http://quanta.test/classRegister/${low.id})`);
    expect(text).toContain(`Violin Club: no lessons left (renew: http://quanta.test/classRegister/${empty.id})`);
    expect(text).toContain(
      `Physics Plus: place ends on 26 Nov 2026 (renew: http://quanta.test/classRegister/${ending.id})`,
    );
    expect(text).not.toContain('Chess Club:');
    expect(en.body.result.html).toContain(`<a href="http://quanta.test/classRegister/${low.id}">renew</a>`);
    const zh = await t.trpc(token).admin.previewDigest.query({ email: parent.email, lang: 'zh' });
    expect(zh.text).toContain('待续费:');
    expect(zh.text).toContain(`Piano Basics: 还剩 2 节课 (续费: http://quanta.test/classRegister/${low.id})`);
    expect(zh.text).toContain('Violin Club: 课时已用完');
    expect(zh.text).toContain('Physics Plus: 名额将于 2026年11月26日 到期');
  });
});
