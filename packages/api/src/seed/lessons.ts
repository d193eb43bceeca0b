import { TZDate } from '@date-fns/tz';
import {
  attendance,
  attendanceChanges,
  classes,
  classSlots,
  classStudents,
  type DbOrTx,
  holidays,
  lessonCredits,
  lessonReports,
  lessons,
  users,
} from '@quanta/db';
import type { AttendanceStatus } from '@quanta/validators';
import { format } from 'date-fns';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Deps } from '../deps';
import { regenerateLessons } from '../services/lessons/regenerate';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The demo classes that meet: two in rooms, one online; Modern Physics sells packages of ten lessons. */
const timetable = [
  {
    name: 'Modern Physics: Relativity and Quanta',
    slots: [
      { weekday: 2, start: '16:00', minutes: 90, room: '101', link: '' },
      { weekday: 4, start: '16:00', minutes: 90, room: '101', link: '' },
    ],
    package: { size: 10, priceMinor: 150_000 },
  },
  {
    name: 'Geometry: Proofs and the Pythagorean Theorem',
    slots: [
      { weekday: 1, start: '17:30', minutes: 90, room: '102', link: '' },
      { weekday: 6, start: '10:00', minutes: 120, room: '102', link: '' },
    ],
  },
  {
    name: 'AMC 10/12 Problem Solving',
    slots: [{ weekday: 6, start: '14:00', minutes: 90, room: '', link: 'https://meet.example.com/quanta-amc' }],
  },
] as const;

/** Each student's marks in turn, lesson after lesson: mostly present, now and then late, absent or excused. */
const markRuns: AttendanceStatus[][] = [
  ['present', 'present', 'late', 'present', 'excused', 'present', 'absent', 'present', 'present'],
  ['present', 'excused', 'present', 'late', 'present', 'present', 'absent', 'present', 'present'],
];
const notes: Partial<Record<AttendanceStatus, string>> = {
  late: 'Came 10 minutes late (bus)',
  absent: 'No word from the family',
  excused: 'Ill; the parent called ahead',
};
const reports = [
  { covered: 'Time dilation and the light clock; worked examples.', homework: 'Problem set 4, questions 1–6.' },
  { covered: 'Length contraction; the pole-and-barn puzzle.', homework: 'Read section 2.3; problems 7–10.' },
  { covered: 'Photons and the photoelectric effect.', homework: 'Problem set 5.' },
];

/**
 * The demo school's timetable: weekly slots on three classes, lessons made through the schedule's own
 * regeneration, two holidays ahead, and the rolls of the past weeks (up to five) (with a correction in the
 * history and a report on the latest lessons). Amy and Cara buy a package of ten lessons in Modern
 * Physics; Amy has used all but two of hers. Runs after the classes and registrations exist.
 */
export async function seedLessons(tx: DbOrTx, deps: Pick<Deps, 'school'>, now: Date) {
  const zoneDay = (days: number) =>
    format(new TZDate(now.getTime() + days * DAY_MS, deps.school.timeZone), 'yyyy-MM-dd');
  await tx.insert(holidays).values([
    { day: zoneDay(12), name: 'School sports day' },
    { day: zoneDay(40), name: 'Teacher training day' },
  ]);
  const rollsFrom = new Date(now.getTime() - 35 * DAY_MS);
  for (const entry of timetable) {
    const [cls] = await tx
      .select({ id: classes.id, teacherId: classes.teacherId, startDate: classes.startDate, endDate: classes.endDate })
      .from(classes)
      .where(eq(classes.name, entry.name))
      .limit(1);
    if (!cls) continue;
    const running = cls.startDate && cls.endDate && cls.endDate >= isoDate(now);
    const changes = {
      ...(running
        ? {}
        : {
            startDate: isoDate(new Date(now.getTime() - 42 * DAY_MS)),
            endDate: isoDate(new Date(now.getTime() + 90 * DAY_MS)),
          }),
      ...('package' in entry
        ? { lessonPackageSize: entry.package.size, lessonPackagePriceMinor: entry.package.priceMinor }
        : {}),
    };
    if (Object.keys(changes).length > 0) await tx.update(classes).set(changes).where(eq(classes.id, cls.id));
    await tx.insert(classSlots).values(entry.slots.map((slot) => ({ classId: cls.id, ...slot })));
    // As if scheduled before the class began, so its past lessons exist too.
    await regenerateLessons(tx, deps, cls.id, new Date(0));
    const used = await takeRolls(tx, cls, rollsFrom, now);
    if ('package' in entry) {
      // One package each, confirmed when the class began; Amy's leaves her two lessons.
      const [amy, cara] = await Promise.all(['student.amy', 'student.cara'].map((who) => studentId(tx, who)));
      const credits = [
        amy && { studentId: amy, lessons: (used.get(amy) ?? 0) + 2 },
        cara && { studentId: cara, lessons: entry.package.size },
      ].filter((c) => !!c);
      if (credits.length > 0) {
        await tx
          .insert(lessonCredits)
          .values(credits.map((c) => ({ classId: cls.id, ...c, createdBy: cls.teacherId, createdAt: rollsFrom })));
      }
    }
  }
}

async function studentId(tx: DbOrTx, local: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `${local}@quanta.test`))
    .limit(1);
  return row?.id;
}

/**
 * Takes the roll of each of the class's lessons from `from` to `now` for the students whose place held
 * then; answers how many lessons each student used.
 */
async function takeRolls(tx: DbOrTx, cls: { id: string; teacherId: string }, from: Date, now: Date) {
  const [past, roster] = await Promise.all([
    tx
      .select({ id: lessons.id, startsAt: lessons.startsAt, endsAt: lessons.endsAt })
      .from(lessons)
      .where(and(eq(lessons.classId, cls.id), gte(lessons.startsAt, from), lt(lessons.endsAt, now)))
      .orderBy(asc(lessons.startsAt)),
    tx
      .select({ studentId: classStudents.studentId, expiresAt: classStudents.expiresAt })
      .from(classStudents)
      .where(eq(classStudents.classId, cls.id))
      .orderBy(asc(classStudents.createdAt)),
  ]);
  const used = new Map<string, number>();
  for (const [n, lesson] of past.entries()) {
    const onRoll = roster.filter((s) => !s.expiresAt || s.expiresAt > lesson.startsAt);
    if (onRoll.length === 0) continue;
    const marks = onRoll.map((s, i) => {
      const run = markRuns[i % markRuns.length] as AttendanceStatus[];
      const status = run[n % run.length] as AttendanceStatus;
      if (status !== 'excused') used.set(s.studentId, (used.get(s.studentId) ?? 0) + 1);
      return { lessonId: lesson.id, studentId: s.studentId, status, note: notes[status] ?? '' };
    });
    const takenAt = lesson.endsAt;
    await tx.insert(attendance).values(marks.map((m) => ({ ...m, takenBy: cls.teacherId, takenAt })));
    await tx.insert(attendanceChanges).values(
      marks.flatMap((m) => {
        const taken = { ...m, changedBy: cls.teacherId, changedAt: takenAt };
        // A late arrival first marked absent, corrected a few minutes on: the history keeps both.
        if (m.status !== 'late') return [taken];
        const first = { ...taken, status: 'absent' as const, note: '' };
        return [first, { ...taken, changedAt: new Date(takenAt.getTime() + 10 * 60_000) }];
      }),
    );
    await tx.update(lessons).set({ rollTakenAt: takenAt }).where(eq(lessons.id, lesson.id));
    const report = reports[past.length - 1 - n];
    if (report) await tx.insert(lessonReports).values({ lessonId: lesson.id, ...report, updatedBy: cls.teacherId });
  }
  return used;
}
