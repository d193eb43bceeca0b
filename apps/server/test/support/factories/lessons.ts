import { attendance, lessonCredits, lessons } from '@quanta/db';
import type { AttendanceStatus } from '@quanta/validators';
import type { World } from '../world';

/** One lesson of a class, inserted directly: by default 90 minutes, taught by `teacher`, scheduled. */
export async function buildLesson(
  t: World,
  cls: { id: string },
  teacher: { id: string },
  startsAt: Date,
  overrides: Partial<typeof lessons.$inferInsert> & { minutes?: number } = {},
) {
  const { minutes = 90, ...rest } = overrides;
  const [row] = await t.app.deps.db
    .insert(lessons)
    .values({
      classId: cls.id,
      teacherId: teacher.id,
      plannedAt: startsAt,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      ...rest,
    })
    .returning();
  return row!;
}

/** A mark on a lesson's roll, inserted directly (no history row). */
export async function buildMark(
  t: World,
  lesson: { id: string },
  student: { id: string },
  status: AttendanceStatus,
  note = '',
) {
  await t.app.deps.db.insert(attendance).values({ lessonId: lesson.id, studentId: student.id, status, note });
}

/** `lessons` lessons added to a student's balance in a class, inserted directly. */
export async function buildCredit(t: World, cls: { id: string }, student: { id: string }, count: number) {
  await t.app.deps.db.insert(lessonCredits).values({ classId: cls.id, studentId: student.id, lessons: count });
}
