import {
  classes,
  classStudents,
  type DbOrTx,
  type ExerciseAnswerRow,
  exerciseAnswers,
  exercises,
  familyLinks,
  homework,
  questions,
  sources,
  users,
} from '@quanta/db';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { classHead, type ExerciseContext, homeworkHead } from '../../policies/exercise';
import type { AnswerWithQuestion } from '../../presenters/exercise';
import type { QuestionWithSource } from '../../presenters/question';
import { col, decode, type Entries, jsonArray, parsed } from './json-rows';
import { prepareOnce } from './prepared';

const answerColumns: Entries = Object.entries(getTableColumns(exerciseAnswers));
const questionColumns: Entries = Object.entries(getTableColumns(questions));
const homeworkColumns: Entries = Object.entries(homeworkHead);
const classColumns: Entries = Object.entries(classHead);
const studentColumns: Entries = Object.entries({ id: users.id, name: users.name, email: users.email });
const placeColumns: Entries = [['expiresAt', classStudents.expiresAt]];

/**
 * The runner's statement: the exercise, and its homework, class, student (with parent), roster place and
 * answers each as one JSON array read by a subquery on its key. Each subquery is planned on its own,
 * which PGlite (re-planning every statement) does in about a third of the time of the six-table join.
 * The answers come in question order, each the answer's columns, then the question's, then its source's name.
 */
const runnerColumns = {
  exercise: exercises,
  homework: sql`(select ${jsonArray(homeworkColumns)} from ${homework} where ${col(homework.id)} = ${col(exercises.homeworkId)})`,
  klass: sql`(select ${jsonArray(classColumns)} from ${classes} where ${col(classes.id)} = ${col(exercises.classId)})`,
  student: sql`(select ${jsonArray(studentColumns, [
    sql`(select ${col(familyLinks.parentId)} from ${familyLinks} where ${col(familyLinks.studentId)} = ${col(users.id)})`,
  ])} from ${users} where ${col(users.id)} = ${col(exercises.studentId)})`,
  place: sql`(select ${jsonArray(placeColumns)} from ${classStudents}
    where ${col(classStudents.classId)} = ${col(exercises.classId)} and ${col(classStudents.studentId)} = ${col(exercises.studentId)})`,
  answers: sql`(select coalesce(json_agg(${jsonArray([...answerColumns, ...questionColumns], [sql`${col(sources.name)}`])}
      order by ${col(exerciseAnswers.position)}), '[]'::json)
    from ${exerciseAnswers}
    inner join ${questions} on ${col(questions.id)} = ${col(exerciseAnswers.questionId)}
    left join ${sources} on ${col(sources.id)} = ${col(questions.sourceId)}
    where ${col(exerciseAnswers.exerciseId)} = ${col(exercises.id)})`,
};

/** The answers of the runner's statement with their questions. */
function answersOf(json: unknown): AnswerWithQuestion[] {
  const questionAt = answerColumns.length;
  const sourceAt = questionAt + questionColumns.length;
  return (parsed(json) as unknown[][]).map((values) => {
    const question = decode(questionColumns, values, questionAt);
    question.sourceName = values[sourceAt] ?? null;
    return {
      answer: decode(answerColumns, values) as ExerciseAnswerRow,
      question: question as unknown as QuestionWithSource,
    };
  });
}

/**
 * The runner's read: the exercise's context (as `findExercise` reads it) and its answers with their
 * questions in question order, in one statement answering one row, prepared once per database session
 * (every student of an exam loads it at its start). Undefined for an unknown exercise; the caller checks
 * access before answering any of it.
 */
export async function runnerRead(
  db: DbOrTx,
  exerciseId: string,
): Promise<{ ctx: ExerciseContext; answers: AnswerWithQuestion[] } | undefined> {
  const statement = prepareOnce(db, 'runner_read', (d) =>
    d
      .select(runnerColumns)
      .from(exercises)
      .where(eq(exercises.id, sql.placeholder('id')))
      .prepare('runner_read'),
  );
  const [row] = await statement.execute({ id: exerciseId });
  const homeworkValues = parsed(row?.homework);
  const classValues = parsed(row?.klass);
  const studentValues = parsed(row?.student);
  if (!row || !homeworkValues || !classValues || !studentValues) return undefined;
  const place = parsed(row.place);
  const ctx = {
    exercise: row.exercise,
    homework: decode(homeworkColumns, homeworkValues),
    klass: decode(classColumns, classValues),
    student: { ...decode(studentColumns, studentValues), parentId: studentValues[studentColumns.length] ?? null },
    place: place ? decode(placeColumns, place) : null,
  } as ExerciseContext;
  return { ctx, answers: answersOf(row.answers) };
}
