import type { HomeworkRow } from '@quanta/db';
import { type PresentQuestionOptions, presentQuestion, type QuestionWithSource } from './question';
import { isoOrNull, isoTime } from './time';

export interface HomeworkParts {
  /** The homework's questions in position order. */
  questions: QuestionWithSource[];
  /** The classes the homework was added to. */
  classes: { id: string; name: string }[];
}

/** A homework as the spec's clients know it; `numQuestions` always counts `questionList`. */
export function presentHomework(h: HomeworkRow, parts: HomeworkParts, o: PresentQuestionOptions = {}) {
  return {
    _id: h.id,
    name: h.name,
    description: h.description,
    numQuestions: parts.questions.length,
    language: h.language,
    dueDate: isoOrNull(h.dueDate),
    isExam: h.isExam,
    examDuration: h.examDuration,
    questionList: parts.questions.map((q) => presentQuestion(q, o)),
    creator: h.teacherId,
    classes: parts.classes.map((c) => ({ _id: c.id, name: c.name })),
    createdAt: isoTime(h.createdAt),
    updatedAt: isoTime(h.updatedAt),
  };
}

export type HomeworkInfo = ReturnType<typeof presentHomework>;
