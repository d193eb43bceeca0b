import { randomBytes } from 'node:crypto';
import { calendarFeeds, type UserRow, users } from '@quanta/db';
import type { Language } from '@quanta/validators';
import { eq } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { type FamilyTimetableRow, presentCalendarLink } from '../../presenters/lessons';
import { languagesByEmail } from '../email/preferences';
import { type DueHomeworkRow, familyDueRows, teacherDueRows } from './calendar-homework';
import { familyLessonRows, type Span, staffLessonRows } from './timetable-rows';

const dayMs = 86_400_000;
/** How far back and ahead the feed reaches: recent lessons stay visible, a school year is ahead. */
const feedDaysBack = 60;
const feedDaysAhead = 365;

/** The words of the due-date events, in the user's mail language. */
const dueWords: Record<Language, { exam: string; homework: string }> = {
  en: { exam: 'Exam', homework: 'Homework due' },
  zh: { exam: '考试', homework: '作业截止' },
};

const feedUrl = (deps: Deps, token: string) => `${deps.publicUrl}/api/calendar/${token}.ics`;

/** The caller's feed address, null until they first ask for one. */
export async function getCalendarLink(deps: Deps, caller: UserRow) {
  const [feed] = await deps.db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, caller.id));
  return presentCalendarLink(feed ? feedUrl(deps, feed.token) : null);
}

/**
 * A new secret feed address. The token replaces the old one in the same row, so the old address names no
 * feed from this statement on. 32 random bytes: the address is the only key to the feed.
 */
export async function resetCalendarLink(deps: Deps, caller: UserRow) {
  const token = randomBytes(32).toString('base64url');
  await deps.db
    .insert(calendarFeeds)
    .values({ userId: caller.id, token, createdAt: deps.now() })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: deps.now() } });
  return { url: feedUrl(deps, token) };
}

/**
 * The iCalendar text of the feed `token` names (404 for none): the user's lessons from 60 days back to a
 * year ahead (a parent's: every child's, named), cancelled ones marked so, and homework and exam due dates.
 * Times are written as UTC instants, which every client places in its own zone without a VTIMEZONE.
 */
export async function calendarFeed(deps: Deps, token: string): Promise<string> {
  const [user] = await deps.db
    .select({ user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.token, token));
  if (!user) throw fail.notFound('calendarLinkInvalid');
  const caller = user.user;
  const now = deps.now();
  const span: Span = {
    from: new Date(now.getTime() - feedDaysBack * dayMs),
    to: new Date(now.getTime() + feedDaysAhead * dayMs),
  };
  const host = new URL(deps.publicUrl).hostname || 'quanta';
  const calendar = ical({ name: deps.schoolName, prodId: { company: 'Quanta', product: 'Timetable' } });
  const family = caller.role !== 'Teacher';
  const named = caller.role === 'Parent';
  const lang = (await languagesByEmail(deps, [caller.email])).get(caller.email) ?? 'en';

  const lessonRows = family
    ? await familyLessonRows(deps.db, caller, span)
    : await staffLessonRows(deps.db, caller, span);
  for (const row of lessonRows) {
    const { lesson } = row;
    const child = named ? (row as Partial<FamilyTimetableRow>).student : undefined;
    calendar.createEvent({
      id: child ? `lesson-${lesson.id}-${child.id}@${host}` : `lesson-${lesson.id}@${host}`,
      start: lesson.startsAt,
      end: lesson.endsAt,
      stamp: now,
      summary: child ? `${row.className} (${child.name})` : row.className,
      location: lesson.room || lesson.link || null,
      url: lesson.link || null,
      description: `${row.className}: ${row.teacher.name}`,
      status: lesson.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }

  const dueRows = family ? await familyDueRows(deps.db, caller, span) : await teacherDueRows(deps.db, caller, span);
  for (const row of dueRows) addDue(calendar, row, { host, now, named, words: dueWords[lang] });
  return calendar.toString();
}

/** A homework's or an exam's due date: an event at that instant, without a length. */
function addDue(
  calendar: ReturnType<typeof ical>,
  row: DueHomeworkRow,
  opts: { host: string; now: Date; named: boolean; words: { exam: string; homework: string } },
) {
  const what = row.isExam ? opts.words.exam : opts.words.homework;
  const who = opts.named && row.student ? ` (${row.student.name})` : '';
  const key = row.student ? `${row.classId}-${row.homeworkId}-${row.student.id}` : `${row.classId}-${row.homeworkId}`;
  calendar.createEvent({
    id: `${row.isExam ? 'exam' : 'homework'}-${key}@${opts.host}`,
    start: row.dueDate,
    stamp: opts.now,
    summary: `${what}: ${row.homeworkName || row.className}${who}`,
    description: row.className,
  });
}
