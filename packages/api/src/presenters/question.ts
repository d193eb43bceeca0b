import type { QuestionRow } from '@quanta/db';

/** A question row with its source's name (left-joined). */
export interface QuestionWithSource extends QuestionRow {
  sourceName: string | null;
}

export interface PresentQuestionOptions {
  /** false hides the correct answer and the solution (a student's or parent's view of a homework). */
  withSolution?: boolean;
}

/**
 * The question as the spec's clients know it: `_id`, `isChoice` as '0'|'1'|'2', the wire's `difficuty`,
 * `source` as `{_id, name}` or null. `creator` lets a screen offer editing only on the caller's own.
 */
export function presentQuestion(q: QuestionWithSource, o: PresentQuestionOptions = {}) {
  const withSolution = o.withSolution ?? true;
  return {
    _id: q.id,
    name: q.name,
    category: q.category,
    qText: q.qText,
    image: q.image,
    showImg: q.showImg,
    isChoice: String(q.isChoice) as '0' | '1' | '2',
    numChoice: q.numChoice,
    correctAnswer: withSolution ? q.correctAnswer : '',
    difficuty: q.difficulty,
    description: withSolution ? q.description : '',
    source: q.sourceId ? { _id: q.sourceId, name: q.sourceName ?? '' } : null,
    copyright: q.copyright,
    answerA: q.answerA,
    answerB: q.answerB,
    answerC: q.answerC,
    answerD: q.answerD,
    answerE: q.answerE,
    language: q.language,
    referenceId: q.referenceId,
    libraryId: q.libraryId,
    chapterId: q.chapterId,
    sectionId: q.sectionId,
    creator: q.teacherId,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

export type QuestionInfo = ReturnType<typeof presentQuestion>;
