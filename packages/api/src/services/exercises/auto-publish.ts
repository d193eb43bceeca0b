import { classes, classHomework, exercises, homework } from '@quanta/db';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { publishToStudents, questionCountOf, rosterMembers } from '../class-homework/publish';
import { countAnswers } from './data';
import { reachesThreshold } from './rules';

export interface AutoPublished {
  homeworkId: string;
  name: string;
}

/**
 * Auto-publish: when the class has it on and the student's accuracy on this homework reaches the
 * class's threshold, the class's next homework (by list position) is published to the student unless
 * they have it already. Checked after Check Solution, finishing and each correction. Answers what it
 * published, or null.
 */
export async function autoPublishNext(deps: Deps, exerciseId: string): Promise<AutoPublished | null> {
  const [row] = await deps.db
    .select({
      classId: exercises.classId,
      homeworkId: exercises.homeworkId,
      studentId: exercises.studentId,
      autoPublish: classes.autoPublish,
      percent: classes.autoPublishAccuracy,
      position: classHomework.position,
    })
    .from(exercises)
    .innerJoin(classes, eq(classes.id, exercises.classId))
    .innerJoin(
      classHomework,
      and(eq(classHomework.classId, exercises.classId), eq(classHomework.homeworkId, exercises.homeworkId)),
    )
    .where(eq(exercises.id, exerciseId))
    .limit(1);
  if (!row?.autoPublish) return null;
  const counts = (await countAnswers(deps.db, [exerciseId])).get(exerciseId);
  if (!counts || !reachesThreshold(counts.correct, counts.total, row.percent)) return null;
  const [next] = await deps.db
    .select({ homeworkId: classHomework.homeworkId, name: homework.name })
    .from(classHomework)
    .innerJoin(homework, eq(homework.id, classHomework.homeworkId))
    .where(and(eq(classHomework.classId, row.classId), gt(classHomework.position, row.position)))
    .orderBy(asc(classHomework.position), asc(classHomework.createdAt))
    .limit(1);
  if (!next) return null;
  const published = await deps.db.transaction(async (tx) => {
    if (!(await rosterMembers(tx, row.classId, [row.studentId])).has(row.studentId)) return [];
    if ((await questionCountOf(tx, next.homeworkId)) === 0) return [];
    return publishToStudents(tx, {
      classId: row.classId,
      homeworkId: next.homeworkId,
      studentIds: [row.studentId],
      now: deps.now(),
    });
  });
  return published.length > 0 ? next : null;
}
