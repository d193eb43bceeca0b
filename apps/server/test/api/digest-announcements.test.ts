import { runFamilyDigest } from '@quanta/api';
import { excerptOf } from '@quanta/api/services/email/digest-classes';
import { classPosts, siteSettings } from '@quanta/db';
import { chineseGradeScale } from '@quanta/grading/course-grade';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addToClass,
  buildClassWithHomework,
  buildEnrolledStudent,
  buildExercise,
} from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { useTestApp } from '../support/fixture';
import { buildAdmin, tokenOf } from '../support/harness';
import { mailText } from '../support/smtp';
import { DAY } from '../support/time';

/** A Sunday at 18:00 UTC: the digest's week runs from Sunday 15 November, 18:00. */
const SUNDAY = new Date('2026-11-22T18:00:00Z');
const ago = (days: number) => new Date(SUNDAY.getTime() - days * DAY);

describe('the weekly family digest: announcements and grades', () => {
  const t = useTestApp();
  let token: string;
  let amy: Awaited<ReturnType<typeof buildEnrolledStudent>>;
  let ben: Awaited<ReturnType<typeof buildEnrolledStudent>>;

  beforeAll(async () => {
    t.clock.now = SUNDAY;
    token = await tokenOf(t, await buildAdmin(t));
    const optics = await buildClassWithHomework(t, { klass: { name: 'Optics' }, hw: { name: 'Lens set' } });
    const mechanics = await buildClassWithHomework(t, { klass: { name: 'Mechanics' }, hw: { name: 'Pulley set' } });
    amy = await buildEnrolledStudent(t, optics.klass);
    ben = await buildEnrolledStudent(t, mechanics.klass);
    const questionIds = optics.questions.map((q) => q.id);
    const old = await buildHomework(t, optics.teacher, { name: 'Mirror set', questionIds });
    const ancient = await buildHomework(t, optics.teacher, { name: 'Prism set', questionIds });
    await addToClass(t, optics.klass, old);
    await addToClass(t, optics.klass, ancient);
    // handed in on Friday: right, right, half credit
    await buildExercise(t, optics.klass, optics.hw, amy.student, {
      finishedAt: ago(2),
      answers: [{ answer: 'B', isCorrect: true }, { answer: 'A,C', isCorrect: true }, { score: 0.5 }],
    });
    // handed in three weeks ago, corrected on Saturday: one of three
    await buildExercise(t, optics.klass, old, amy.student, {
      finishedAt: ago(21),
      correctionStatus: 1,
      answers: [
        { answer: 'B', isCorrect: true, correctedAt: ago(1) },
        { answer: 'A', isCorrect: false, correctedAt: ago(1) },
        { answer: '1', isCorrect: false, correctedAt: ago(1) },
      ],
    });
    // handed in ten days ago, all right: counts in the course grade, not among the week's results
    await buildExercise(t, optics.klass, ancient, amy.student, {
      finishedAt: ago(10),
      answers: [{ isCorrect: true }, { isCorrect: true }, { isCorrect: true }],
    });
    await buildExercise(t, mechanics.klass, mechanics.hw, ben.student, {
      finishedAt: ago(3),
      answers: [{ isCorrect: true }, { isCorrect: false }, { isCorrect: false }],
    });
    await t.app.deps.db.insert(classPosts).values([
      {
        classId: optics.klass.id,
        authorId: optics.teacher.id,
        body: '<p>Field trip on <b>Friday</b> &amp; bring lunch &lt;packed&gt;</p><p>Forms from the office.</p>',
        createdAt: ago(3),
      },
      {
        classId: optics.klass.id,
        authorId: optics.teacher.id,
        body: `<p>${'Long news. '.repeat(60)}</p>`,
        createdAt: ago(1),
      },
      { classId: optics.klass.id, authorId: optics.teacher.id, body: '<p>Last week news</p>', createdAt: ago(9) },
      {
        classId: mechanics.klass.id,
        authorId: mechanics.teacher.id,
        body: '<p>Mechanics only: quiz moved</p>',
        createdAt: ago(2),
      },
    ]);
  });

  const preview = async (email: string, lang: 'en' | 'zh' = 'en') => {
    const res = await t.rest('GET', `/admin/previewDigest?email=${encodeURIComponent(email)}&lang=${lang}`, { token });
    expect(res.status).toBe(200);
    return res.body.result as { subject: string; html: string; text: string };
  };

  it('lists the week’s new announcements of the child’s classes as plain text, escaped in HTML', async () => {
    const { text, html } = await preview(amy.parent.email);
    expect(text).toContain('New announcements:');
    // the day in the school's time zone
    expect(text).toContain('Optics, 20 Nov 2026, ');
    expect(text).toContain('Field trip on Friday & bring lunch <packed> Forms from the office.');
    expect(text).not.toContain('<b>');
    expect(text).not.toContain('<p>');
    expect(text).not.toContain('Last week news');
    expect(text).not.toContain('Mechanics only');
    // newest first, a long one cut short
    expect(text.indexOf('Long news.')).toBeLessThan(text.indexOf('Field trip'));
    expect(text).toMatch(/ {4}(?:Long news\. )+Long…\n/);
    expect(text).not.toContain('Long news. '.repeat(40));
    expect(html).toContain('Field trip on Friday &amp; bring lunch &lt;packed&gt; Forms from the office.');
    expect(html).not.toContain('<b>Friday</b>');
    const other = await preview(ben.parent.email);
    expect(other.text).toContain('Mechanics only: quiz moved');
    expect(other.text).not.toContain('Field trip');
  });

  it('lists the work handed back this week with its credit, and the course grade with its letter', async () => {
    const { text } = await preview(amy.parent.email);
    expect(text).toContain('Results this week:');
    expect(text).toContain('Lens set (Optics): 83%');
    expect(text).toContain('Mirror set (Optics): 33% (corrected by the teacher)');
    expect(text).not.toContain('Prism set');
    // (2.5 + 1 + 3) / 9 points, all homework
    expect(text).toContain('Course grades:');
    expect(text).toContain('Optics: 72.2% (C)');
    const other = await preview(ben.parent.email);
    expect(other.text).toContain('Pulley set (Mechanics): 33%');
    expect(other.text).toContain('Mechanics: 33.3% (F)');
    expect(other.text).not.toContain('Optics');
  });

  it('writes the new parts in Chinese with the school’s scale, and mails them', async () => {
    await t.app.deps.db.insert(siteSettings).values({ key: 'gradeScale', value: { bands: chineseGradeScale } });
    try {
      const zh = await preview(amy.parent.email, 'zh');
      expect(zh.text).toContain('新公告:');
      expect(zh.text).toContain('本周成绩:');
      expect(zh.text).toContain('总评成绩:');
      expect(zh.text).toContain('Optics: 72.2% (中)');
      expect(zh.text).toContain('Optics, 2026年11月20日, ');
    } finally {
      await t.app.deps.db.delete(siteSettings);
    }
    await t.mailSettled();
    expect((await runFamilyDigest(t.app.deps)).queued).toBeGreaterThanOrEqual(2);
    await t.mailSettled();
    const [mail] = t.smtp.mailsTo(amy.parent.email);
    const body = mailText(mail!.raw);
    expect(body).toContain('Field trip on Friday & bring lunch <packed>');
    expect(body).toContain('Optics: 72.2% (C)');
    expect(body).not.toContain('<b>Friday</b>');
  });

  it('makes a one-line plain-text excerpt, dropping a tag cut short', () => {
    expect(excerptOf('<p>Trip on <b>Friday</b></p><p>Bring lunch</p>')).toBe('Trip on Friday Bring lunch');
    expect(excerptOf('<p>Cut here</p><p><a hre')).toBe('Cut here');
    expect(excerptOf('<p>abcdefghij</p>', 5)).toBe('abcd…');
  });
});
