import type { HomeworkRow } from '@quanta/db';
import { messages } from '@quanta/validators';
import { z } from 'zod';
import { type PresentQuestionOptions, presentQuestion, type QuestionWithSource, questionShape } from './question';
import { isoOrNull, isoTime } from './time';
import { count, instant, named, wire } from './wire';

/** A homework as the spec's clients know it (`presentHomework`); `numQuestions` always counts `questionList`. */
export const homeworkShape = named(
  'Homework',
  wire({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    numQuestions: count,
    language: z.string(),
    dueDate: instant.nullable(),
    isExam: z.boolean(),
    examDuration: z.number().int(),
    /** The exam's window: no start before `opensAt`, none from `closesAt` on (null: no bound). */
    opensAt: instant.nullable(),
    closesAt: instant.nullable(),
    /** Each student's own order of the questions, of a select question's choices, fixed at publish. */
    shuffleQuestions: z.boolean(),
    shuffleChoices: z.boolean(),
    /** Photos of working for the homework as a whole, beside those of its free-response questions. */
    workPhotos: z.boolean(),
    questionList: z.array(questionShape),
    creator: z.string(),
    classes: z.array(wire({ _id: z.string(), name: z.string() })),
    createdAt: instant,
    updatedAt: instant,
  }),
);

/** A blank homework just made, with the message the web app shows. */
export const createdHomeworkShape = named(
  'CreatedHomework',
  wire({ ...homeworkShape.shape, message: z.literal(messages.createHomeworkSuccess) }),
);

export interface HomeworkParts {
  /** The homework's questions in position order. */
  questions: QuestionWithSource[];
  /** The classes the homework was added to. */
  classes: { id: string; name: string }[];
}

/** A homework as the spec's clients know it; `numQuestions` always counts `questionList`. */
export function presentHomework(h: HomeworkRow, parts: HomeworkParts, o: PresentQuestionOptions = {}): HomeworkInfo {
  return {
    _id: h.id,
    name: h.name,
    description: h.description,
    numQuestions: parts.questions.length,
    language: h.language,
    dueDate: isoOrNull(h.dueDate),
    isExam: h.isExam,
    examDuration: h.examDuration,
    opensAt: isoOrNull(h.opensAt),
    closesAt: isoOrNull(h.closesAt),
    shuffleQuestions: h.shuffleQuestions,
    shuffleChoices: h.shuffleChoices,
    workPhotos: h.workPhotos,
    questionList: parts.questions.map((q) => presentQuestion(q, o)),
    creator: h.teacherId,
    classes: parts.classes.map((c) => ({ _id: c.id, name: c.name })),
    createdAt: isoTime(h.createdAt),
    updatedAt: isoTime(h.updatedAt),
  };
}

/** A homework as `presentHomework` writes it. */
export type HomeworkInfo = z.infer<typeof homeworkShape>;
