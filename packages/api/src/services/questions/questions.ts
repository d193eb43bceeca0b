import {
  exerciseAnswers,
  homework,
  homeworkQuestions,
  type QuestionRow,
  questions,
  sources,
  type UserRow,
} from '@quanta/db';
import type { QuestionBody } from '@quanta/grading';
import { type Language, limits, type UpdateQuestionInput } from '@quanta/validators';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { isBoundToLibrary } from '../../policies/library';
import { questionForOwner } from '../../policies/question';
import { presentQuestion } from '../../presenters/question';
import { canScore } from '../exercises/can-score';
import { ownListWhere } from '../own-list';
import { richTextMaxDepth, sanitiseRichTextWithin } from '../richtext/sanitise';
import { sanitiseBody } from '../richtext/sanitise-body';
import { countQuestions, findQuestion, questionWithSource, selectQuestions } from './data';
import { nameContains } from './name-search';
import { checkQuestionSource, resolvePlacement } from './placement';
import { type QuestionContent, versionForEdit } from './versions';

async function present(deps: Deps, id: string) {
  const row = await findQuestion(deps.db, id);
  if (!row) throw fail.notFound('questionNotFound');
  return presentQuestion(row);
}

/**
 * My Questions: the caller's questions whose name contains `name`, newest first, a page at a time.
 *
 * Without a keyword the (teacher, created) index gives the page in order and question_counts the total. With
 * one, the matches are found once through the (teacher, name trigrams) index and both the page and the
 * count come from that set; an ordered scan that filters every name would be slow for a word that is
 * common in the school but absent from this teacher's questions. Words common in every name are left to
 * the check on the rows found rather than the index (name-search.ts).
 */
export async function listTeacherQuestions(
  deps: Deps,
  me: UserRow,
  input: { name: string; language?: Language; page: number; pageSize: number },
) {
  const { db } = deps;
  const offset = (input.page - 1) * input.pageSize;
  if (!input.name) {
    const where = ownListWhere(questions, me.id, input);
    const [rows, total] = await Promise.all([
      selectQuestions(db, where)
        .orderBy(desc(questions.createdAt), desc(questions.id))
        .limit(input.pageSize)
        .offset(offset),
      countQuestions(db, me.id, input.language),
    ]);
    return { list: rows.map((r) => presentQuestion(r)), total };
  }
  const where = and(ownListWhere(questions, me.id, { ...input, name: '' }), await nameContains(deps, input.name));
  // Referenced twice, the CTE is computed once; the page's rows and the count come in one statement.
  const hits = db
    .$with('hits')
    .as(db.select({ id: questions.id, createdAt: questions.createdAt }).from(questions).where(where));
  const page = db
    .select({ id: hits.id, createdAt: hits.createdAt })
    .from(hits)
    .orderBy(desc(hits.createdAt), desc(hits.id))
    .limit(input.pageSize)
    .offset(offset)
    .as('page');
  const rows = await db
    .with(hits)
    .select({ ...questionWithSource, total: sql<number>`(select count(*) from ${hits})`.mapWith(Number) })
    .from(page)
    .innerJoin(questions, eq(questions.id, page.id))
    .leftJoin(sources, eq(sources.id, questions.sourceId))
    .orderBy(desc(page.createdAt), desc(page.id));
  const total =
    rows[0]?.total ?? (offset > 0 ? ((await db.select({ n: count() }).from(questions).where(where))[0]?.n ?? 0) : 0);
  return { list: rows.map((r) => presentQuestion(r)), total };
}

/** Every question of the caller in a language (the homework editor's transfer list), newest first, capped. */
export async function listAllTeacherQuestions(deps: Deps, me: UserRow, language?: Language) {
  const where = and(eq(questions.teacherId, me.id), language ? eq(questions.language, language) : undefined);
  const [rows, total] = await Promise.all([
    selectQuestions(deps.db, where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(limits.allQuestionsMax),
    countQuestions(deps.db, me.id, language),
  ]);
  return { list: rows.map((r) => presentQuestion(r)), total };
}

export async function getQuestion(deps: Deps, me: UserRow, id: string) {
  await questionForOwner(deps.db, me, id);
  return present(deps, id);
}

/** A blank single-select question of the caller; the web app opens its edit page. */
export async function createQuestion(deps: Deps, me: UserRow, language: Language) {
  const now = deps.now();
  const [row] = await deps.db
    .insert(questions)
    .values({ teacherId: me.id, language, createdAt: now, updatedAt: now })
    .returning({ id: questions.id });
  return present(deps, row!.id);
}

/** A rich field sanitised; 400 naming it when its tags nest deeper than a question file may. */
function rich(field: string, html: string | null | undefined): string {
  const clean = sanitiseRichTextWithin(html);
  if (clean === null) throw fail.badRequest('importSkipTooDeep', { field, max: richTextMaxDepth });
  return clean;
}

/** A body with its rich fields sanitised; 400 naming it when one nests deeper than a question file may. */
function richBody(body: QuestionBody): QuestionBody {
  const clean = sanitiseBody(body);
  if (clean === null) throw fail.badRequest('importSkipTooDeep', { field: 'body', max: richTextMaxDepth });
  return clean;
}

/**
 * The edit form's save: every field replaced, rich fields (the body's too) sanitised, placement and
 * source checked. An edit that changes a question answered at its current version keeps the old content
 * as that version and saves as the next (versions.ts); otherwise it is made in place.
 */
export async function updateQuestion(deps: Deps, me: UserRow, input: UpdateQuestionInput) {
  const body = richBody(input.body);
  const text = {
    qText: rich('qText', input.qText),
    description: rich('description', input.description),
    answerA: rich('answerA', input.answerA),
    answerB: rich('answerB', input.answerB),
    answerC: rich('answerC', input.answerC),
    answerD: rich('answerD', input.answerD),
    answerE: rich('answerE', input.answerE),
  };
  await deps.db.transaction(async (tx) => {
    const current = await questionForOwner(tx, me, input._id, true);
    const placement = await resolvePlacement(tx, me, input, current);
    const sourceId = await checkQuestionSource(tx, me, input.source, deps.now(), current.sourceId);
    const content = {
      name: input.name,
      category: input.category,
      qText: text.qText,
      image: input.image,
      showImg: input.showImg,
      isChoice: input.isChoice,
      numChoice: input.numChoice,
      correctAnswer: input.correctAnswer,
      difficulty: input.difficuty,
      description: text.description,
      sourceId,
      copyright: input.copyright,
      answerA: text.answerA,
      answerB: text.answerB,
      answerC: text.answerC,
      answerD: text.answerD,
      answerE: text.answerE,
      language: input.language ?? current.language,
      referenceId: input.referenceId,
      answerType: input.answerType,
      tolerance: input.tolerance,
      toleranceType: input.toleranceType,
      unit: input.unit,
      sigFigs: input.sigFigs,
      params: input.params,
      body,
      ...placement,
    } satisfies QuestionContent;
    const version = await versionForEdit(tx, current, content, deps.now());
    await tx
      .update(questions)
      .set({ ...content, version, updatedAt: deps.now() })
      .where(eq(questions.id, input._id));
    // A question that becomes a description (or stops being one) leaves (or joins) its answers' counts.
    if (canScore(current.isChoice) !== canScore(input.isChoice)) {
      await tx
        .update(exerciseAnswers)
        .set({ scores: canScore(input.isChoice) })
        .where(eq(exerciseAnswers.questionId, input._id));
    }
  });
  return present(deps, input._id);
}

const copyName = (name: string) => {
  const suffix = ' (copy)';
  return `${name.slice(0, limits.questionName - suffix.length)}${suffix}`;
};

/**
 * A copy of one of the caller's questions, named "… (copy)". It stays in its library only while the
 * caller may still file questions there.
 */
export async function copyQuestion(deps: Deps, me: UserRow, id: string) {
  const source = await questionForOwner(deps.db, me, id);
  const keepPlace = !source.libraryId || me.isAdmin || (await isBoundToLibrary(deps.db, me.id, source.libraryId));
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = source satisfies QuestionRow;
  const now = deps.now();
  const [row] = await deps.db
    .insert(questions)
    .values({
      ...fields,
      name: copyName(source.name),
      // A copy starts its own history: no answer was given on it.
      version: 1,
      ...(keepPlace ? {} : { libraryId: null, chapterId: null, sectionId: null }),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: questions.id });
  return present(deps, row!.id);
}

/** PostgreSQL's foreign-key violation, however the driver wraps it. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}

/**
 * Deletes one of the caller's questions. A question in a homework list or a student's exercise is kept
 * (409) and the message names the homework, so nothing a student works on loses a question.
 */
export async function deleteQuestion(deps: Deps, me: UserRow, id: string) {
  try {
    await deps.db.transaction(async (tx) => {
      await questionForOwner(tx, me, id, true);
      const used = await tx
        .select({ name: homework.name })
        .from(homeworkQuestions)
        .innerJoin(homework, eq(homework.id, homeworkQuestions.homeworkId))
        .where(eq(homeworkQuestions.questionId, id))
        .orderBy(homework.name)
        .limit(5);
      if (used.length > 0) {
        const names = used.map((h) => `"${h.name || 'Untitled'}"`).join(', ');
        throw fail.conflict('questionInHomework', { names });
      }
      const [answered] = await tx
        .select({ n: count() })
        .from(exerciseAnswers)
        .where(eq(exerciseAnswers.questionId, id));
      if ((answered?.n ?? 0) > 0) throw fail.conflict('questionInExercises');
      await tx.delete(questions).where(and(eq(questions.id, id), eq(questions.teacherId, me.id)));
    });
  } catch (error) {
    // A homework took the question between the check and the delete.
    if (isForeignKeyViolation(error)) throw fail.conflict('questionInUse');
    throw error;
  }
  return { id };
}
