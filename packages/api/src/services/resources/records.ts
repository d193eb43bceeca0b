import {
  chapters,
  type DbOrTx,
  libraries,
  questions,
  resourceCards,
  resourceRecords,
  sections,
  type UserRow,
} from '@quanta/db';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { classForOwner } from '../../policies/class';
import { recordForStudent, requireResourceStudent } from '../../policies/resources';
import { presentQuestion } from '../../presenters/question';
import { presentMastery, presentRecord } from '../../presenters/resources';
import { practiceSeed, variantOf } from '../grading/questions';
import { findQuestion } from '../questions/data';
import { isOnRoster } from './roster';
import { type MasteryLevel, questionLevel } from './schedule';
import { getUserSetting } from './settings';

interface Page {
  page: number;
  pageSize: number;
}

/** A student's records, newest first, a page at a time, with each question's name. */
async function recordPage(db: DbOrTx, studentId: string, p: Page) {
  const where = eq(resourceRecords.studentId, studentId);
  // The page first, in the index's order, then its questions' names (not every record joined and sorted).
  const page = db
    .select()
    .from(resourceRecords)
    .where(where)
    .orderBy(desc(resourceRecords.createdAt), desc(resourceRecords.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize)
    .as('page');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: page.id,
        questionId: page.questionId,
        isCorrect: page.isCorrect,
        score: page.score,
        answer: page.answer,
        createdAt: page.createdAt,
        name: questions.name,
        isChoice: questions.isChoice,
      })
      .from(page)
      .innerJoin(questions, eq(questions.id, page.questionId))
      .orderBy(desc(page.createdAt), desc(page.id)),
    db.select({ n: count() }).from(resourceRecords).where(where),
  ]);
  return { list: rows.map(presentRecord), total: total?.n ?? 0 };
}

/** REPORT's counts: problems (every answer and give-up), correct, incorrect, gave up. */
async function recordCounts(db: DbOrTx, studentId: string) {
  const [row] = await db
    .select({
      problems: sql<number>`count(*)::int`.mapWith(Number),
      correct: sql<number>`(count(*) filter (where ${resourceRecords.isCorrect}))::int`.mapWith(Number),
      incorrect: sql<number>`(count(*) filter (where not ${resourceRecords.isCorrect}))::int`.mapWith(Number),
      gaveUp: sql<number>`(count(*) filter (where ${resourceRecords.isCorrect} is null))::int`.mapWith(Number),
    })
    .from(resourceRecords)
    .where(eq(resourceRecords.studentId, studentId));
  return row ?? { problems: 0, correct: 0, incorrect: 0, gaveUp: 0 };
}

/** Mastery per library section: how many practised questions sit at each level (by their run of correct answers). */
async function masteryOf(db: DbOrTx, studentId: string) {
  const level = sql<number>`least(${resourceCards.streak}, 3)`.mapWith(Number);
  const rows = await db
    .select({
      sectionId: sections.id,
      section: sections.name,
      chapter: chapters.name,
      library: libraries.name,
      level,
      n: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(resourceCards)
    .innerJoin(questions, eq(questions.id, resourceCards.questionId))
    .innerJoin(sections, eq(sections.id, questions.sectionId))
    .innerJoin(chapters, eq(chapters.id, sections.chapterId))
    .innerJoin(libraries, eq(libraries.id, chapters.libraryId))
    .where(eq(resourceCards.studentId, studentId))
    .groupBy(sections.id, chapters.id, libraries.id, level)
    .orderBy(asc(libraries.position), asc(chapters.position), asc(sections.position));
  const bySection = new Map<
    string,
    { sectionId: string; section: string; chapter: string; library: string; counts: Record<MasteryLevel, number> }
  >();
  for (const r of rows) {
    let entry = bySection.get(r.sectionId);
    if (!entry) {
      entry = {
        sectionId: r.sectionId,
        section: r.section,
        chapter: r.chapter,
        library: r.library,
        counts: { attempted: 0, familiar: 0, proficient: 0, mastered: 0 },
      };
      bySection.set(r.sectionId, entry);
    }
    entry.counts[questionLevel(r.level)] += r.n;
  }
  return [...bySection.values()].map(presentMastery);
}

/** HISTORY (§9: 10 a page): `{total, list}`. */
export async function getStudentQuestionRecord(deps: Deps, me: UserRow, p: Page) {
  await requireResourceStudent(deps.db, me, deps.now());
  return recordPage(deps.db, me.id, p);
}

/** REPORT: the current setting, the counts, mastery per section and the record list (paged). */
export async function getResourceRecord(deps: Deps, me: UserRow, p: Page) {
  await requireResourceStudent(deps.db, me, deps.now());
  const [setting, counts, mastery, page] = await Promise.all([
    getUserSetting(deps, me),
    recordCounts(deps.db, me.id),
    masteryOf(deps.db, me.id),
    recordPage(deps.db, me.id, p),
  ]);
  return { setting, ...counts, mastery, ...page };
}

/** One record opened from HISTORY or REPORT: the question read-only, with its answer and solution (answered already). */
export async function getResourceRecordById(deps: Deps, me: UserRow, id: string) {
  await requireResourceStudent(deps.db, me, deps.now());
  const record = await recordForStudent(deps.db, me, id);
  const question = await findQuestion(deps.db, record.questionId);
  if (!question) throw fail.notFound('questionNotFound');
  return {
    ...presentRecord({ ...record, name: question.name, isChoice: question.isChoice }),
    question: presentQuestion(question, {
      variant: variantOf(question, me.id, { resources: true }),
      shuffleSeed: practiceSeed(me.id, question.id),
    }),
  };
}

/** The teacher's Resource Records of a student on their class's roster: counts, mastery and a page of records. */
export async function studentResourceRecordsForTeacher(
  deps: Deps,
  me: UserRow,
  input: Page & { classId: string; studentId: string },
) {
  await classForOwner(deps.db, me, input.classId);
  if (!(await isOnRoster(deps.db, input.classId, input.studentId))) throw fail.notFound('studentNotInClass');
  const [counts, mastery, page] = await Promise.all([
    recordCounts(deps.db, input.studentId),
    masteryOf(deps.db, input.studentId),
    recordPage(deps.db, input.studentId, input),
  ]);
  return { ...counts, mastery, ...page };
}
