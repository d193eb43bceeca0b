import { familyLinks, mailPreferences } from '@quanta/db';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildPlace } from '../support/factories/enrolment';
import { addToClass, buildExercise } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildLesson } from '../support/factories/lessons';
import { useTestApp } from '../support/fixture';
import { buildParentOf, buildStudent, buildTeacher, tokenOf } from '../support/harness';

interface FeedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string | null;
  status: string | null;
  location: string | null;
}

/** The feed's events as a real iCalendar parser reads them. */
function eventsOf(text: string): { name: unknown; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: vevent.hasProperty('dtend') ? event.endDate.toJSDate().toISOString() : null,
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
      location: (vevent.getFirstPropertyValue('location') as string | null) ?? null,
    };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), events };
}

describe('the calendar feed', () => {
  const t = useTestApp();
  const at = (iso: string) => new Date(iso);
  let tokens: Record<'amy' | 'parent' | 'wang' | 'zhao', string>;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t.clock.now = at('2026-03-01T00:00:00Z');
    const wang = await buildTeacher(t, { name: 'Wang Li' });
    const zhao = await buildTeacher(t, { name: 'Zhao Min' });
    const amy = await buildStudent(t, { name: 'Amy Chen' });
    const ben = await buildStudent(t, { name: 'Ben Chen' });
    const parent = await buildParentOf(t, amy, { name: 'Chen Hua' });
    await t.app.deps.db.insert(familyLinks).values({ parentId: parent.id, studentId: ben.id });
    const algebra = await buildClass(t, wang, { name: 'Algebra' });
    const physics = await buildClass(t, zhao, { name: 'Physics' });
    await buildPlace(t, algebra, amy, null);
    await buildPlace(t, physics, ben, null);
    const a1 = await buildLesson(t, algebra, wang, at('2026-03-02T02:00:00Z'), { room: '101' });
    const a2 = await buildLesson(t, algebra, wang, at('2026-03-09T02:00:00Z'), { room: '101', status: 'cancelled' });
    const online = await buildLesson(t, algebra, wang, at('2026-03-16T02:00:00Z'), {
      link: 'https://meet.example.com/algebra',
      minutes: 60,
    });
    const p1 = await buildLesson(t, physics, zhao, at('2026-03-03T10:00:00Z'), { room: '202' });
    // Beyond the year ahead and before the 60 days back: not in the feed.
    await buildLesson(t, algebra, wang, at('2027-03-05T02:00:00Z'));
    await buildLesson(t, algebra, wang, at('2025-12-20T02:00:00Z'));
    const homework = await buildHomework(t, wang, { name: 'Quadratics', dueDate: at('2026-03-05T15:59:00Z') });
    const exam = await buildHomework(t, wang, { name: 'Midterm', dueDate: at('2026-03-12T04:00:00Z'), isExam: true });
    const undated = await buildHomework(t, wang, { name: 'Extra practice' });
    for (const hw of [homework, exam, undated]) {
      await addToClass(t, algebra, hw);
      await buildExercise(t, algebra, hw, amy);
    }
    ids = { a1: a1.id, a2: a2.id, online: online.id, p1: p1.id, amy: amy.id, ben: ben.id, parent: parent.id };
    tokens = {
      amy: await tokenOf(t, amy),
      parent: await tokenOf(t, parent),
      wang: await tokenOf(t, wang),
      zhao: await tokenOf(t, zhao),
    };
  });

  async function linkOf(token: string) {
    const res = await t.rest('POST', '/user/resetCalendarLink', { token });
    expect(res.status).toBe(200);
    return res.body.result.url as string;
  }
  /** The feed at a link, fetched as a calendar app would: no sign-in. */
  async function feedAt(url: string) {
    const res = await fetch(`${t.url}${new URL(url).pathname}`);
    return { res, text: await res.text() };
  }

  it("holds a student's lessons at their instants, the cancelled one marked, and homework and exams", async () => {
    const url = await linkOf(tokens.amy);
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const { res, text } = await feedAt(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { name, events } = eventsOf(text);
    expect(name).toBe(t.app.deps.schoolName);
    const lessons = events.filter((e) => e.uid.startsWith('lesson-'));
    expect(lessons.map((e) => [e.start, e.end])).toEqual([
      ['2026-03-02T02:00:00.000Z', '2026-03-02T03:30:00.000Z'],
      ['2026-03-09T02:00:00.000Z', '2026-03-09T03:30:00.000Z'],
      ['2026-03-16T02:00:00.000Z', '2026-03-16T03:00:00.000Z'],
    ]);
    expect(lessons[0]).toMatchObject({ summary: 'Algebra', location: '101', status: 'CONFIRMED' });
    expect(lessons[1]).toMatchObject({ status: 'CANCELLED' });
    expect(lessons[2]).toMatchObject({ location: 'https://meet.example.com/algebra' });
    expect(new Set(lessons.map((e) => e.uid)).size).toBe(3);
    expect(lessons.map((e) => e.uid)).toEqual(
      [ids.a1, ids.a2, ids.online].map((id) => expect.stringContaining(id as string)),
    );
    expect(events.find((e) => e.summary === 'Homework due: Quadratics')).toMatchObject({
      start: '2026-03-05T15:59:00.000Z',
      end: null,
    });
    expect(events.find((e) => e.summary === 'Exam: Midterm')).toMatchObject({ start: '2026-03-12T04:00:00.000Z' });
    expect(events.some((e) => e.summary.includes('Extra practice'))).toBe(false);
    // The same lesson keeps its UID from one fetch to the next, so calendar apps update it in place.
    const again = eventsOf((await feedAt(url)).text).events.filter((e) => e.uid.startsWith('lesson-'));
    expect(again.map((e) => e.uid)).toEqual(lessons.map((e) => e.uid));
  });

  it("holds a parent's children's lessons, each named", async () => {
    const { events } = eventsOf((await feedAt(await linkOf(tokens.parent))).text);
    const lessons = events.filter((e) => e.uid.startsWith('lesson-'));
    expect(lessons.map((e) => [e.start, e.summary])).toEqual([
      ['2026-03-02T02:00:00.000Z', 'Algebra (Amy Chen)'],
      ['2026-03-03T10:00:00.000Z', 'Physics (Ben Chen)'],
      ['2026-03-09T02:00:00.000Z', 'Algebra (Amy Chen)'],
      ['2026-03-16T02:00:00.000Z', 'Algebra (Amy Chen)'],
    ]);
    expect(events.find((e) => e.summary === 'Exam: Midterm (Amy Chen)')).toBeDefined();
    // One event per child and lesson, each with its own UID.
    expect(lessons[1]?.uid).toContain(`${ids.p1}-${ids.ben}`);
    expect(lessons[0]?.uid).toContain(`${ids.a1}-${ids.amy}`);

    // A parent who reads the school in Chinese gets the due dates' words in Chinese.
    await t.app.deps.db
      .insert(mailPreferences)
      .values({ userId: ids.parent as string, language: 'zh', unsubscribeToken: 'calendar-feed-test' });
    const zh = eventsOf((await feedAt(await linkOf(tokens.parent))).text).events;
    expect(zh.find((e) => e.summary === '考试: Midterm (Amy Chen)')).toBeDefined();
  });

  it("holds a teacher's own lessons and their classes' homework", async () => {
    const wang = eventsOf((await feedAt(await linkOf(tokens.wang))).text).events;
    expect(wang.filter((e) => e.uid.startsWith('lesson-')).map((e) => e.start)).toEqual([
      '2026-03-02T02:00:00.000Z',
      '2026-03-09T02:00:00.000Z',
      '2026-03-16T02:00:00.000Z',
    ]);
    expect(wang.map((e) => e.summary)).toEqual(expect.arrayContaining(['Homework due: Quadratics', 'Exam: Midterm']));
    const zhao = eventsOf((await feedAt(await linkOf(tokens.zhao))).text).events;
    expect(zhao.map((e) => [e.start, e.summary])).toEqual([['2026-03-03T10:00:00.000Z', 'Physics']]);
  });

  it('gives the link, and a reset ends the old one at once', async () => {
    const first = await t.rest('GET', '/user/getCalendarLink', { token: tokens.wang });
    expect(first.status).toBe(200);
    const old = first.body.result.url as string;
    expect(old).toMatch(/\.ics$/);
    const fresh = await linkOf(tokens.wang);
    expect(fresh).not.toBe(old);
    expect((await t.rest('GET', '/user/getCalendarLink', { token: tokens.wang })).body.result.url).toBe(fresh);
    const gone = await feedAt(old);
    expect(gone.res.status).toBe(404);
    expect(JSON.parse(gone.text)).toMatchObject({
      code: 404,
      msg: 'This calendar link is not valid; ask for a new one',
      result: null,
    });
    expect((await feedAt(fresh)).res.status).toBe(200);
    // A user who never asked has none yet.
    const newcomer = await tokenOf(t, await buildStudent(t));
    expect((await t.rest('GET', '/user/getCalendarLink', { token: newcomer })).body.result).toEqual({ url: null });
  });

  it('answers 404 in the envelope for a malformed or unknown token, and 401 to a signed-out reset', async () => {
    for (const file of ['nope.ics', `${'A'.repeat(43)}.ics`, `${'A'.repeat(43)}.ical`, `${'A'.repeat(42)}!.ics`]) {
      const res = await fetch(`${t.url}/api/calendar/${encodeURIComponent(file)}`);
      expect(res.status, file).toBe(404);
      expect(await res.json()).toMatchObject({ code: 404, result: null });
    }
    expect((await t.rest('POST', '/user/resetCalendarLink')).status).toBe(401);
    expect((await t.rest('GET', '/user/getCalendarLink')).status).toBe(401);
  });
});
