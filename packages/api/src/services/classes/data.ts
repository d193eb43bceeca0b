import {
  type ClassRow,
  classHomework,
  classSources,
  type DbOrTx,
  homework,
  type SourceRow,
  sources,
  users,
} from '@quanta/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { ClassHomeworkEntry, ClassTeacher } from '../../presenters/class';

/** The sources of one class, by name. */
export async function sourcesOfClass(db: DbOrTx, classId: string): Promise<SourceRow[]> {
  const rows = await db
    .select({ source: sources })
    .from(classSources)
    .innerJoin(sources, eq(sources.id, classSources.sourceId))
    .where(eq(classSources.classId, classId))
    .orderBy(asc(sql`lower(${sources.name})`), asc(sources.id));
  return rows.map((r) => r.source);
}

/** The homework added to a class, in the class's order. */
export async function homeworkOfClass(db: DbOrTx, classId: string): Promise<ClassHomeworkEntry[]> {
  return db
    .select({ name: homework.name, homeworkId: homework.id, dueDate: homework.dueDate })
    .from(classHomework)
    .innerJoin(homework, eq(homework.id, classHomework.homeworkId))
    .where(eq(classHomework.classId, classId))
    .orderBy(asc(classHomework.position), asc(classHomework.createdAt));
}

export async function teacherOf(db: DbOrTx, row: Pick<ClassRow, 'teacherId'>): Promise<ClassTeacher> {
  const [teacher] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, row.teacherId))
    .limit(1);
  return teacher ?? { id: row.teacherId, name: '' };
}

/** Replaces a class's sources by `ids` (already checked). */
export async function setClassSources(db: DbOrTx, classId: string, ids: string[]) {
  await db.delete(classSources).where(eq(classSources.classId, classId));
  if (ids.length > 0) await db.insert(classSources).values(ids.map((sourceId) => ({ classId, sourceId })));
}

export async function sourceIdsOfClass(db: DbOrTx, classId: string): Promise<string[]> {
  const rows = await db
    .select({ id: classSources.sourceId })
    .from(classSources)
    .where(eq(classSources.classId, classId));
  return rows.map((r) => r.id);
}
