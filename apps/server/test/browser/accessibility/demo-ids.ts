import type { TestApp } from '../../support/harness';

/** The demo school's records the screens are opened on, looked up by the demo people's e-mail addresses. */
export interface DemoIds {
  /** Wang Li's class with the most students (enrolled Amy, homework, lessons). */
  classId: string;
  /** A homework of that class with work handed in. */
  homeworkId: string;
  /** Amy Chen, Chen Hua's child, enrolled in the class. */
  studentId: string;
  /** Amy's exercise not yet handed in (the runner) and one handed in (its detail). */
  openExerciseId: string;
  doneExerciseId: string;
  /** A question of Wang Li's, a lesson of the class, a product and a user the admin edits. */
  questionId: string;
  lessonId: string;
  productId: string;
  userId: string;
}

const wang = `(select id from users where email = 'teacher.wang@quanta.test')`;
const amy = `(select id from users where email = 'student.amy@quanta.test')`;

export async function demoIds(t: TestApp): Promise<DemoIds> {
  const one = async (text: string): Promise<string> => {
    const result = (await t.app.deps.db.execute(text)) as unknown as { rows?: { id: string }[] } | { id: string }[];
    const rows = Array.isArray(result) ? result : (result.rows ?? []);
    if (!rows[0]) throw new Error(`The demo school has no record for: ${text}`);
    return rows[0].id;
  };
  const classId = await one(
    `select c.id from classes c where c.teacher_id = ${wang}
       and exists (select 1 from class_students s where s.class_id = c.id and s.student_id = ${amy})
       and exists (select 1 from exercises e where e.class_id = c.id and e.student_id = ${amy} and e.finished_at is null)
     order by (select count(*) from class_students s where s.class_id = c.id) desc, c.name limit 1`,
  );
  return {
    classId,
    homeworkId: await one(
      `select homework_id as id from exercises where class_id = '${classId}'
       order by (finished_at is null), created_at limit 1`,
    ),
    studentId: await one(amy),
    openExerciseId: await one(
      `select id from exercises where student_id = ${amy} and class_id = '${classId}' and finished_at is null
       order by created_at limit 1`,
    ),
    doneExerciseId: await one(
      `select id from exercises where student_id = ${amy} and finished_at is not null order by created_at limit 1`,
    ),
    questionId: await one(`select id from questions where teacher_id = ${wang} order by created_at limit 1`),
    lessonId: await one(`select id from lessons where class_id = '${classId}' order by starts_at limit 1`),
    productId: await one('select id from products order by name limit 1'),
    userId: await one(`select id from users where email = 'student.cara@quanta.test'`),
  };
}
