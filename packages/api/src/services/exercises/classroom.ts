import {
  classes,
  classHomework,
  classStudents,
  type Database,
  type DbOrTx,
  exerciseAnswers,
  exercises,
  users,
} from '@quanta/db';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { classHead } from '../../policies/exercise';
import type { AnswerCounts, ExerciseHead } from '../../presenters/exercise';
import { prepareOnce } from '../../speedups/prepared';
import { sessionUser } from '../accounts/session-lookups';
import { credit, scoring, shownCredit, shownVerdict, verdict } from './data';
import { homeworkColumns, homeworkOfExercise, studentColumns } from './json-parts';
import { col, decode, type Entries, jsonArray, parsed } from './json-rows';

const exerciseColumns: Entries = Object.entries(getTableColumns(exercises));
const countKeys = [
  'total',
  'answered',
  'correct',
  'wrong',
  'correctShown',
  'wrongShown',
  'score',
  'scoreShown',
] as const;

/** The caller as the classroom answers them, read by id (`studentId`). */
const studentById = sql`(select ${jsonArray(studentColumns)} from ${users} where ${col(users.id)} = ${sql.placeholder('studentId')})`;

/**
 * The classroom's statement: the class, the caller's place in it, the caller (`student`: read by id, or
 * the session's own user row), and the caller's exercises there in the class's order as one JSON array,
 * each the exercise, its homework and its answer counts (zeros for an exercise without answers).
 * Subqueries on keys: PGlite plans each on its own, quicker than the joins they replace.
 */
function classroomColumns(student: SQL) {
  const studentId = sql.placeholder('studentId');
  // `verdict`, `credit` and `scoring` name the answer's columns bare, as they are in this subquery's only table.
  const counts = sql`(select json_build_array(count(*), count(${col(exerciseAnswers.answeredAt)}),
      count(*) filter (where ${verdict}), count(*) filter (where not ${verdict}),
      count(*) filter (where ${shownVerdict}), count(*) filter (where not ${shownVerdict}),
      coalesce(sum(${credit}), 0), coalesce(sum(${shownCredit}), 0))
    from ${exerciseAnswers} where ${col(exerciseAnswers.exerciseId)} = ${col(exercises.id)} and ${scoring})`;
  // A class's order of its homework list, then publication order (as `inClassOrder`).
  const position = sql`(select ${col(classHomework.position)} from ${classHomework}
    where ${col(classHomework.classId)} = ${col(exercises.classId)} and ${col(classHomework.homeworkId)} = ${col(exercises.homeworkId)})`;
  return {
    klass: classHead,
    place: sql`(select json_build_array(${col(classStudents.classId)}, ${col(classStudents.expiresAt)}, ${col(classStudents.extraTimePercent)}) from ${classStudents}
      where ${col(classStudents.classId)} = ${col(classes.id)} and ${col(classStudents.studentId)} = ${studentId})`,
    student,
    exercises: sql`(select coalesce(json_agg(json_build_array(${jsonArray(exerciseColumns)}, ${homeworkOfExercise}, ${counts})
        order by ${position}, ${col(exercises.createdAt)}, ${col(exercises.id)}), '[]'::json)
      from ${exercises} where ${col(exercises.classId)} = ${col(classes.id)} and ${col(exercises.studentId)} = ${studentId})`,
  };
}

/** A row of the classroom's statement (the class null when the id names none). */
type ClassroomRow = Awaited<ReturnType<ReturnType<typeof classroomStatement>['execute']>>[number];

const classroomStatement = (db: DbOrTx) =>
  db
    .select(classroomColumns(studentById))
    .from(classes)
    .where(eq(classes.id, sql.placeholder('classId')))
    .prepare('classroom_rows');

/**
 * The classroom's statement joined to the session's (`sessionUser`, the caller as `studentId`): one round
 * trip, the caller taken from the session's user row.
 */
export const classroomWithSession = (db: Database) =>
  sessionUser(db, classroomColumns(jsonArray(studentColumns)))
    .leftJoin(classes, eq(classes.id, sql.placeholder('readId')))
    .prepare('context_session_classroom');

/**
 * A class as its student opens it (the classroom, My homework): the class with the caller's place in it,
 * and the caller's exercises there in the class's order, each with its answer counts. One statement
 * answering one row, prepared once per database session, unless the request read it with its session
 * (`withSession`: `classroomWithSession`'s row); `place` is undefined when the class is unknown, and
 * `heads` empty when the caller has no exercise there. The caller's right to the class is checked by
 * the policy (`checkClassForStudent`) before any of it is answered.
 */
export async function classroomRows(
  db: DbOrTx,
  studentId: string,
  classId: string,
  withSession?: Omit<ClassroomRow, 'klass'> & { klass: ClassroomRow['klass'] | null },
) {
  const row =
    withSession ?? (await prepareOnce(db, 'classroom_rows', classroomStatement).execute({ studentId, classId }))[0];
  if (!row?.klass) return { place: undefined, heads: [] };
  const placeValues = parsed(row.place);
  const place = {
    klass: row.klass,
    placeClassId: (placeValues?.[0] ?? null) as string | null,
    placeExpiresAt: placeValues?.[1] == null ? null : new Date(placeValues[1] as string),
  };
  const studentValues = parsed(row.student);
  const student = studentValues ? (decode(studentColumns, studentValues) as ExerciseHead['student']) : undefined;
  const klass = { id: row.klass.id, name: row.klass.name };
  // The student's extra time in the class's exams (their exam lists show the time they will have).
  const extra = { extraTimePercent: Number(placeValues?.[2] ?? 0) };
  const heads = (parsed(row.exercises) as unknown[][][]).flatMap(([exercise, homeworkValues, countValues]) =>
    exercise && homeworkValues && student
      ? [
          {
            head: {
              exercise: decode(exerciseColumns, exercise),
              homework: decode(homeworkColumns, homeworkValues),
              klass,
              student,
              place: extra,
            } as ExerciseHead,
            counts: Object.fromEntries(
              countKeys.map((key, i) => [key, Number(countValues?.[i] ?? 0)]),
            ) as unknown as AnswerCounts,
          },
        ]
      : [],
  );
  return { place, heads };
}
