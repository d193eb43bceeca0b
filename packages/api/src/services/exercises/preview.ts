import { classHomework, exercises, homework, type UserRow } from '@quanta/db';
import { and, asc, eq, exists } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { classForOwner } from '../../policies/class';
import { presentClassroomPreview } from '../../presenters/classroom-preview';

/**
 * The classroom preview (/classroom/{id} opened by the class's teacher): the bulletin and, in the class's
 * order, the homework of its list published to at least one of its students. No exercise, answer or score
 * of any student is read. 404 for an unknown class, 403 when it is not the caller's.
 */
export async function previewClassroom(deps: Deps, me: UserRow, classId: string) {
  const klass = await classForOwner(deps.db, me, classId);
  const published = deps.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(and(eq(exercises.classId, classHomework.classId), eq(exercises.homeworkId, classHomework.homeworkId)));
  const rows = await deps.db
    .select({
      id: homework.id,
      name: homework.name,
      isExam: homework.isExam,
      examDuration: homework.examDuration,
      dueDate: homework.dueDate,
      opensAt: homework.opensAt,
      closesAt: homework.closesAt,
    })
    .from(classHomework)
    .innerJoin(homework, eq(homework.id, classHomework.homeworkId))
    .where(and(eq(classHomework.classId, klass.id), exists(published)))
    .orderBy(asc(classHomework.position), asc(classHomework.createdAt));
  return presentClassroomPreview(klass, rows);
}
