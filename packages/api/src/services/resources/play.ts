import {
  type DbOrTx,
  type QuestionRow,
  questions,
  resourceCards,
  resourceRecords,
  resourceSettings,
  type UserRow,
} from '@quanta/db';
import {
  answerWellFormed,
  type Judgement,
  judgeAnswer,
  type ParamValues,
  readAnswerList,
  substitute,
  variantAnswer,
} from '@quanta/grading';
import {
  isChoiceType,
  type Language,
  limits,
  messages,
  normaliseChoiceAnswer,
  questionTypes,
} from '@quanta/validators';
import { and, asc, count, eq, gt, lte, notExists, type SQL, sql } from 'drizzle-orm';
import { refused } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { requireResourceStudent } from '../../policies/resources';
import { presentQuestion } from '../../presenters/question';
import { answerValidOf } from '../exercises/answer-validity';
import { autoCorrectOf } from '../exercises/auto-correction';
import { afterHints } from '../exercises/credit';
import { gradedByChecker } from '../exercises/graded-by-checker';
import { hintCountOf, revealsHint } from '../exercises/hint-rules';
import { judgedQuestionOf, practiceSeed, specOf, variantOf } from '../grading/questions';
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
 * Questions are in the setting's language (the interface's, `lang`, unless the student chose another).
 * The reads run side by side: access, setting and maximum; then counts and both candidate lists.
 */
export async function getResourceQuestion(deps: Deps, me: UserRow, lang: Language) {
  const now = deps.now();
  const [, setting, max] = await Promise.all([
    requireResourceStudent(deps.db, me, now),
    loadSetting(deps.db, me.id),
    maxQuestionsOf(deps),
  ]);
  const filter = settingFilter(setting, lang);
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
      ...presentQuestion(q, {
        withSolution: false,
        variant: variantOf(q, me.id, { resources: true }),
        shuffleSeed: practiceSeed(me.id, q.id),
      }),
      review: reviews.has(q.id),
    })),
    done: Math.min(done, total),
    total,
  };
}

/**
 * The question if the caller may practise and it is in their setting (403 otherwise, 404 unknown); in any
 * language, so a question served before the student switched the interface's language still takes its answer.
 */
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

/** A try at a question: the answer as stored, its credit before the hints' penalty and whether it is right. */
interface Try {
  answer: string;
  credit: number | null;
  correct: boolean;
}

/** What a try (or a give-up) did: the credit recorded, whether it closed the question, the hints revealed. */
interface Practised {
  score: number | null;
  locked: boolean;
  hintsShown: number;
}

/**
 * Hints revealed on the question since its card last moved: each wrong try that revealed one is a record
 * that left the card where it was (any other try or give-up moves it), so they are the records after
 * the card's last review, or all of them before the first.
 */
async function hintsRevealed(tx: DbOrTx, studentId: string, questionId: string, lastReview: Date | null) {
  const [row] = await tx
    .select({ n: count() })
    .from(resourceRecords)
    .where(
      and(
        eq(resourceRecords.studentId, studentId),
        eq(resourceRecords.questionId, questionId),
        lastReview ? gt(resourceRecords.createdAt, lastReview) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Stores a record and moves the question's card on the spaced schedule, in one transaction. Every submit
 * and give-up shows the answer, and moves the card's due time past now; until the question falls due
 * again (and PLAY serves it afresh) it takes no other answer: 409, so an answer copied from the reveal
 * is never recorded as correct. The card row decides it, so answers sent in parallel cannot both pass.
 * A try short of full credit while the question has hints left is recorded without moving the card: it
 * reveals the next hint and the question takes another try (hint-rules.ts).
 */
async function practise(deps: Deps, me: UserRow, q: QuestionRow, attempt: Try | null): Promise<Practised> {
  const now = deps.now();
  const questionId = q.id;
  return deps.db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(resourceCards)
      .where(and(eq(resourceCards.studentId, me.id), eq(resourceCards.questionId, questionId)))
      .for('update');
    if (card && card.due > now) throw fail.conflict('resourceAnswerShown');
    const hintsShown = attempt ? await hintsRevealed(tx, me.id, questionId, card?.lastReview ?? null) : 0;
    const score = attempt ? afterHints(attempt.credit, q.body.hintPenalty, hintsShown) : null;
    const record = { studentId: me.id, questionId, answer: attempt?.answer ?? '', score, createdAt: now };
    if (attempt && revealsHint(attempt.credit, hintsShown, hintCountOf(q.body))) {
      await tx.insert(resourceRecords).values({ ...record, isCorrect: false });
      return { score, locked: false, hintsShown: hintsShown + 1 };
    }
    const outcome: Outcome = !attempt ? 'gaveUp' : attempt.correct ? 'correct' : 'wrong';
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
    await tx.insert(resourceRecords).values({ ...record, isCorrect: attempt ? attempt.correct : null });
    if (!attempt) {
      await tx
        .insert(resourceSettings)
        .values({ studentId: me.id, skip: 1, updatedAt: now })
        .onConflictDoUpdate({ target: resourceSettings.studentId, set: { skip: sql`${resourceSettings.skip} + 1` } });
    }
    return { score, locked: true, hintsShown };
  });
}

/** The answer as stored: a choice's normalised letters, a matching or cloze list as compact JSON, else the text. */
function storedAnswer(isChoice: number, raw: string): string {
  if (isChoiceType(isChoice)) return normaliseChoiceAnswer(raw);
  const text = raw.trim();
  if (isChoice !== questionTypes.matching && isChoice !== questionTypes.cloze) return text;
  const list = readAnswerList(text);
  return list ? JSON.stringify(list) : text;
}

/** Refuses an answer the question cannot take (400), as a homework save does (answer-validity.ts). */
function checkAnswerable(q: QuestionRow, raw: string, answer: string, wellFormed: boolean | null) {
  if (q.isChoice === questionTypes.description) throw fail.badRequest('questionNotAnswerable');
  if (raw.trim() === '') {
    const typed = q.isChoice === questionTypes.free || q.isChoice === questionTypes.cloze;
    throw fail.badRequest(typed ? 'inputYourAnswer' : 'selectYourAnswer');
  }
  if (answerValidOf(q, answer, wellFormed)) return;
  if (q.isChoice === questionTypes.matching) throw fail.badRequest('matchingAnswerMalformed', { field: 'answer' });
  if (q.isChoice === questionTypes.cloze) throw fail.badRequest('clozeAnswerMalformed', { field: 'answer' });
  throw fail.badRequest(q.isChoice === questionTypes.free ? 'inputYourAnswer' : 'invalidChoiceAnswer');
}

/**
 * Submit (§4): judges the answer (the checker where it grades the question, else the auto-correction),
 * records it, and answers the verdict, its credit and feedback with the correct answer and solution; a
 * wrong try that reveals a hint answers the hints instead and leaves the question open.
 */
export async function submitResourceQuestion(deps: Deps, me: UserRow, input: { questionId: string; answer: string }) {
  const q = await questionInSetting(deps, me, input.questionId);
  const answer = storedAnswer(q.isChoice, input.answer);
  const judged = judgedQuestionOf(q);
  const byChecker = gradedByChecker(q);
  checkAnswerable(q, input.answer, answer, byChecker ? answerWellFormed(judged, answer) : null);
  const values = variantOf(q, me.id, { resources: true });
  const judgement: Judgement | null = byChecker ? judgeAnswer(judged, answer, values) : null;
  const autoCorrect = judgement ? judgement.correct : autoCorrectOf(q, answer);
  const credit = judgement ? judgement.score : autoCorrect === null ? null : Number(autoCorrect);
  const isCorrect = autoCorrect === true;
  const done = await practise(deps, me, q, { answer, credit, correct: isCorrect });
  return {
    isCorrect,
    /** Why the checker judged the answer as it did; null for answers it does not grade. */
    reason: judgement?.reason ?? null,
    detail: judgement?.detail ?? null,
    score: done.score,
    locked: done.locked,
    hints: (q.body.hints ?? []).slice(0, done.hintsShown),
    feedback: judgement?.feedback ?? [],
    parts: (judgement?.parts ?? []).map((part) => ({ score: part.score, reason: part.reason })),
    ...(done.locked ? revealed(q, values) : { correctAnswer: '', description: '' }),
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
  await practise(deps, me, q, null);
  const [head] = await deps.db
    .select({ skip: resourceSettings.skip })
    .from(resourceSettings)
    .where(eq(resourceSettings.studentId, me.id));
  return { skip: head?.skip ?? 0, ...revealed(q, variantOf(q, me.id, { resources: true })) };
}
