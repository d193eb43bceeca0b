import { classStudents, type UserRow } from '@quanta/db';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { classForOwner } from '../../policies/class';
import { presentAccommodation } from '../../presenters/enrolment';

/**
 * A student's extra time in the exams of the teacher's own class, percent of each exam's duration
 * (0–300, 0 removes it). It lives on the student's roster place (`class_students.extra_time_percent`), so
 * taking the student off the roster removes it. An exam fixes its end at its start: an attempt already
 * running keeps its end, the next start gets the new time. 404 for a student without a place in the class.
 */
export async function setAccommodation(
  deps: Deps,
  teacher: UserRow,
  input: { classId: string; studentId: string; extraTimePercent: number },
) {
  await classForOwner(deps.db, teacher, input.classId);
  const [place] = await deps.db
    .update(classStudents)
    .set({ extraTimePercent: input.extraTimePercent })
    .where(and(eq(classStudents.classId, input.classId), eq(classStudents.studentId, input.studentId)))
    .returning({
      classId: classStudents.classId,
      studentId: classStudents.studentId,
      extraTimePercent: classStudents.extraTimePercent,
    });
  if (!place) throw fail.notFound('studentNotInClass');
  return presentAccommodation(place);
}
