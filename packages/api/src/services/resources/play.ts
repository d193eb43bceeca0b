import {
  type QuestionRow,
  questions,
  resourceCards,
  resourceRecords,
  resourceSettings,
  type UserRow,
} from '@quanta/db';
import { type ParamValues, substitute, variantAnswer } from '@quanta/grading';
import { limits, messages, normaliseChoiceAnswer } from '@quanta/validators';
import { and, asc, eq, lte, notExists, type SQL, sql } from 'drizzle-orm';
import { refused } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { requireResourceStudent } from '../../policies/resources';
import { presentQuestion } from '../../presenters/question';
import { autoCorrectOf } from '../exercises/auto-correction';
import { gradeTyped, isAutoGraded, specOf, variantOf } from '../grading/questions';
import { findQuestionsInOrder, selectQuestions } from '../questions/data';
import { maxQuestionsOf } from './base';
import { type Candidate, nextCard, type Outcome, orderBatch, type StoredCard } from './schedule';
import { countMatching, loadSetting, settingFilter } from './settings';

/**
 * How many of the setting's questions the student has practised, counting at most `cap` (PLAY shows
 * done/total with total capped, so the count stops there instead of joining every card).
 */
async function countDone(deps: Deps, studentId: string, filter: SQL, cap: number) {
  const practised = deps.db
    .select({ one: sql`1` })
    .from(resourceCards)
    .innerJoin(questions, eq(questions.id, resourceCards.questionId))
    .where(and(eq(resourceCards.studentId, studentId), filter))
    .limit(cap);
  const [row] = await deps.db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(practised.as('d'));
  return row?.n ?? 0;
}

/**
 * The next batch of PLAY (§4): due reviews first, then unseen questions while fewer than `total` were
 * practised; `total` is the setting's count, never above Max Resources. No correct answer or solution.
 * The reads run side by side: access, setting and maximum; then counts and both candidate lists.
 */
export async function getResourceQuestion(deps: Deps, me: UserRow) {
  const now = deps.now();
  const [, setting, max] = await Promise.all([
    requireResourceStudent(deps.db, me, now),
    loadSetting(deps.db, me.id),
    maxQuestionsOf(deps),
  ]);
  const filter = settingFilter(setting);
  if (!filter) return { questions: [], done: 0, total: 0 };
  const size = limits.resourceBatch;
  const seen = deps.db
    .select({ one: sql`1` })
    .from(resourceCards)
    .where(and(eq(resourceCards.studentId, me.id), eq(resourceCards.questionId, questions.id)));
  const [total, done, due, unseen] = await Promise.all([
    countMatching(deps.db, filter, max),
    countDone(deps, me.id, filter, max),
    deps.db
      .select({ id: resourceCards.questionId, due: resourceCards.due })
      .from(resourceCards)
      .innerJoin(questions, eq(questions.id, resourceCards.questionId))
      .where(and(eq(resourceCards.studentId, me.id), lte(resourceCards.due, now), filter))
      .orderBy(asc(resourceCards.due))
      .limit(size),
    deps.db
      .select({ id: questions.id })
      .from(questions)
      .where(and(filter, notExists(seen)))
      .orderBy(asc(questions.createdAt), asc(questions.id))
      .limit(size),
  ]);
  const newAllowed = Math.max(0, total - done);
  const candidates: Candidate[] = [...due, ...unseen.map((u) => ({ id: u.id, due: null }))];
  const ids = orderBatch(candidates, now, size, newAllowed);
  const rows = await findQuestionsInOrder(deps.db, ids);
  const reviews = new Set(due.map((d) => d.id));
  return {
    questions: rows.map((q) => ({
      ...presentQuestion(q, { withSolution: false, variant: variantOf(q, me.id, { resources: true }) }),
      review: reviews.has(q.id),
    })),
    done: Math.min(done, total),
    total,
  };
}

/** The question if the caller may practise and it is in their setting (403 otherwise, 404 unknown). */
async function questionInSetting(deps: Deps, me: UserRow, questionId: string) {
  const [, setting, [row]] = await Promise.all([
    requireResourceStudent(deps.db, me, deps.now()),
    loadSetting(deps.db, me.id),
    selectQuestions(deps.db, eq(questions.id, questionId)).limit(1),
  ]);
  const filter = settingFilter(setting);
  if (!row) throw fail.notFound('questionNotFound');
  if (!filter) throw refused('questionNotInSetting');
  const [inSetting] = await deps.db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, questionId), filter))
    .limit(1);
  if (!inSetting) throw refused('questionNotInSetting');
  return row;
}

/**
 * Stores a record and moves the question's card on the spaced schedule, in one transaction. Every submit
 * and give-up shows the answer, and moves the card's due time past now; until the question falls due
 * again (and PLAY serves it afresh) it takes no other answer: 409, so an answer copied from the reveal
 * is never recorded as correct. The card row decides it, so answers sent in parallel cannot both pass.
 */
async function practise(deps: Deps, me: UserRow, questionId: string, outcome: Outcome, answer: string) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(resourceCards)
      .where(and(eq(resourceCards.studentId, me.id), eq(resourceCards.questionId, questionId)))
      .for('update');
    if (card && card.due > now) throw fail.conflict('resourceAnswerShown');
    const next: StoredCard = nextCard(card ?? null, outcome, now);
    const streak = outcome === 'correct' ? (card?.streak ?? 0) + 1 : 0;
    const correct = (card?.correct ?? 0) + (outcome === 'correct' ? 1 : 0);
    const moved = await tx
      .insert(resourceCards)
      .values({ studentId: me.id, questionId, ...next, streak, correct })
      .onConflictDoUpdate({
        target: [resourceCards.studentId, resourceCards.questionId],
        set: { ...next, streak, correct },
        // A first answer sent beside another finds the other's card here: not due, so not moved.
        setWhere: lte(resourceCards.due, now),
      })
      .returning({ questionId: resourceCards.questionId });
    if (moved.length === 0) throw fail.conflict('resourceAnswerShown');
    await tx.insert(resourceRecords).values({
      studentId: me.id,
      questionId,
      isCorrect: outcome === 'gaveUp' ? null : outcome === 'correct',
      answer,
      createdAt: now,
    });
    if (outcome === 'gaveUp') {
      await tx
        .insert(resourceSettings)
        .values({ studentId: me.id, skip: 1, updatedAt: now })
        .onConflictDoUpdate({ target: resourceSettings.studentId, set: { skip: sql`${resourceSettings.skip} + 1` } });
    }
  });
}

/** Submit (§4): checks the answer, records it, and answers the verdict with the correct answer and solution. */
export async function submitResourceQuestion(deps: Deps, me: UserRow, input: { questionId: string; answer: string }) {
  const q = await questionInSetting(deps, me, input.questionId);
  const answer = q.isChoice === 2 ? input.answer.trim() : normaliseChoiceAnswer(input.answer);
  if (!answer) {
    if (q.isChoice !== 2 && input.answer.trim()) throw fail.badRequest('invalidChoiceAnswer');
    throw fail.badRequest(q.isChoice === 2 ? 'inputYourAnswer' : 'selectYourAnswer');
  }
  if (q.isChoice === 0 && answer.includes(',')) throw fail.badRequest('invalidChoiceAnswer');
  if (q.isChoice !== 2 && answer.includes('E') && q.numChoice < 5) throw fail.badRequest('invalidChoiceAnswer');
  const values = variantOf(q, me.id, { resources: true });
  const verdict = isAutoGraded(q) ? gradeTyped(q, answer, values) : null;
  const isCorrect = verdict ? verdict.correct === true : autoCorrectOf(q, answer) === true;
  await practise(deps, me, q.id, isCorrect ? 'correct' : 'wrong', answer);
  return {
    isCorrect,
    /** Why the checker judged a typed number or expression as it did; null for other answers. */
    reason: verdict?.reason ?? null,
    ...revealed(q, values),
    message: isCorrect ? messages.congrats : messages.answerIncorrect,
  };
}

/** The correct answer and solution of the student's variant. */
function revealed(q: QuestionRow, values: ParamValues) {
  return {
    correctAnswer: q.isChoice === 2 ? variantAnswer(specOf(q), values) : q.correctAnswer,
    description: substitute(q.description, values),
  };
}

/** Give Up (§4): records the skip (the question comes back on the schedule) and reveals the answer. */
export async function giveUpResourceQuestion(deps: Deps, me: UserRow, input: { questionId: string }) {
  const q = await questionInSetting(deps, me, input.questionId);
  await practise(deps, me, q.id, 'gaveUp', '');
  const [head] = await deps.db
    .select({ skip: resourceSettings.skip })
    .from(resourceSettings)
    .where(eq(resourceSettings.studentId, me.id));
  return { skip: head?.skip ?? 0, ...revealed(q, variantOf(q, me.id, { resources: true })) };
}
