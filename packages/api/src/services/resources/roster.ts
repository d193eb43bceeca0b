import { classStudents, type DbOrTx } from '@quanta/db';
import { and, eq } from 'drizzle-orm';

/** Whether the student is on the class's roster (a primary-key lookup). */
export async function isOnRoster(db: DbOrTx, classId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.studentId, studentId)))
    .limit(1);
  return !!row;
}
