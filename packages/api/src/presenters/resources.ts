import { reasons } from '@quanta/grading';
import { messages, resourceDifficulties, resourceLanguages } from '@quanta/validators';
import { z } from 'zod';
import { type MasteryLevel, masteryLevels, sectionLevel } from '../services/resources/schedule';
import { questionShape } from './question';
import { sourceNameShape } from './source';
import { isoOrNull, isoTime } from './time';
import { count, instant, listOf, named, wire } from './wire';

/** The Resource base (§3): the HELP page's text and PLAY's ceiling. */
export const resourceBaseShape = named('ResourceBase', wire({ helpContent: z.string(), maxQuestions: count }));

/** A library, chapter or section a student practises (chapter and section null for a whole library). */
const resourceNodeShape = wire({
  libraryId: z.string(),
  chapterId: z.string().nullable(),
  sectionId: z.string().nullable(),
});

/** A student's setting as the spec's User setting: chosen nodes and sources, difficulty, give-ups. */
export const userSettingShape = named(
  'ResourceSetting',
  wire({
    libraries: z.array(resourceNodeShape),
    sources: z.array(sourceNameShape),
    difficulty: z.enum(resourceDifficulties),
    language: z.enum(resourceLanguages),
    isClassroomStudent: z.boolean(),
    skip: count,
  }),
);

/** A practice record on the wire: §3 Resource record (question, isCorrect, answer, createdAt). */
export const recordShape = named(
  'ResourceRecord',
  wire({
    _id: z.string(),
    question: wire({ _id: z.string(), name: z.string(), isChoice: z.enum(['0', '1', '2', '3', '4', '5', '6']) }),
    isCorrect: z.boolean().nullable(),
    /** The answer's credit, 0 to 1 after the hints' penalty; null for a give-up or an answer the teacher grades. */
    score: z.number().nullable(),
    gaveUp: z.boolean(),
    answer: z.string(),
    createdAt: instant,
  }),
);

/** A record opened from HISTORY or REPORT: the record with its whole question, answer and solution. */
export const recordDetailShape = named('ResourceRecordDetail', wire({ ...recordShape.shape, question: questionShape }));

/** How many practised questions of one section sit at each level. */
const levelCountsShape = wire({ attempted: count, familiar: count, proficient: count, mastered: count });

/** Mastery of one library section: its question counts per level and the section's level (null: none practised). */
export const masteryShape = named(
  'SectionMastery',
  wire({
    sectionId: z.string(),
    section: z.string(),
    chapter: z.string(),
    library: z.string(),
    counts: levelCountsShape,
    level: z.enum(masteryLevels).nullable(),
  }),
);

/** REPORT's counts, mastery per section and a page of records (what a teacher sees of a student). */
const recordReportFields = {
  problems: count,
  correct: count,
  incorrect: count,
  gaveUp: count,
  mastery: z.array(masteryShape),
  ...listOf(recordShape).shape,
};

/** A student's practice as their teacher sees it: counts, mastery and a page of records. */
export const studentRecordsShape = named('StudentResourceRecords', wire(recordReportFields));

/** REPORT: the student's setting, counts, mastery and a page of records. */
export const resourceReportShape = named('ResourceReport', wire({ setting: userSettingShape, ...recordReportFields }));

/** The next batch of PLAY: questions without answers (`review` marks a due review), done/total. */
export const resourceBatchShape = named(
  'ResourceBatch',
  wire({
    questions: z.array(wire({ ...questionShape.shape, review: z.boolean() })),
    done: count,
    total: count,
  }),
);

/** The correct answer and solution of the student's variant. */
const revealedFields = { correctAnswer: z.string(), description: z.string() };

/**
 * Submit's verdict: right or not, why (answers the checker grades), the credit, the feedback of what was
 * chosen and a cloze question's parts; then the answer and the solution, or, when a wrong try revealed a
 * hint (`locked` false), the hints so far and no answer yet: the student tries again.
 */
export const resourceVerdictShape = named(
  'ResourceVerdict',
  wire({
    isCorrect: z.boolean(),
    reason: z.enum(reasons).nullable(),
    /** The name an `unknownVariable` reason is about; null otherwise. */
    detail: z.string().nullable(),
    /** The credit, 0 to 1 after the hints' penalty; null when the teacher would grade it. */
    score: z.number().nullable(),
    /** false: a hint was revealed and the question takes another try; the answer is not shown yet. */
    locked: z.boolean(),
    hints: z.array(z.string()),
    feedback: z.array(z.string()),
    parts: z.array(wire({ score: z.number().nullable(), reason: z.string().nullable() })),
    ...revealedFields,
    message: z.enum([messages.congrats, messages.answerIncorrect]),
  }),
);

/** Give Up: the student's give-ups so far, the answer and the solution. */
export const resourceGiveUpShape = named('ResourceGiveUp', wire({ skip: count, ...revealedFields }));

/** A student's report on a question, as its author reads it. */
export const reportShape = named(
  'QuestionReport',
  wire({
    _id: z.string(),
    errorType: z.number().int(),
    otherContent: z.string(),
    student: wire({ name: z.string() }),
    createdAt: instant,
    resolved: z.boolean(),
    resolvedAt: instant.nullable(),
  }),
);

/** The reports on one of the author's questions, open ones first. */
export const questionReportsShape = named('QuestionReports', wire({ list: z.array(reportShape) }));

/** Open reports per question, for My Questions' badge. */
export const openReportCountsShape = named(
  'OpenReportCounts',
  wire({ list: z.array(wire({ questionId: z.string(), open: count })) }),
);

/** A practice record on the wire: §3 Resource record (question, isCorrect, answer, createdAt). */
export function presentRecord(r: {
  id: string;
  questionId: string;
  isCorrect: boolean | null;
  score: number | null;
  answer: string;
  createdAt: Date;
  name: string;
  isChoice: number;
}): z.infer<typeof recordShape> {
  return {
    _id: r.id,
    question: {
      _id: r.questionId,
      name: r.name,
      isChoice: String(r.isChoice) as z.infer<typeof recordShape>['question']['isChoice'],
    },
    isCorrect: r.isCorrect,
    score: r.score === null ? null : Math.round(r.score * 1e6) / 1e6,
    gaveUp: r.isCorrect === null,
    answer: r.answer,
    createdAt: isoTime(r.createdAt),
  };
}

export function presentMastery(m: {
  sectionId: string;
  section: string;
  chapter: string;
  library: string;
  counts: Record<MasteryLevel, number>;
}): z.infer<typeof masteryShape> {
  return { ...m, level: sectionLevel(m.counts) };
}

export function presentReport(r: {
  id: string;
  errorType: number;
  otherContent: string;
  createdAt: Date;
  resolvedAt: Date | null;
  studentName: string;
}): z.infer<typeof reportShape> {
  return {
    _id: r.id,
    errorType: r.errorType,
    otherContent: r.otherContent,
    student: { name: r.studentName },
    createdAt: isoTime(r.createdAt),
    resolved: r.resolvedAt !== null,
    resolvedAt: isoOrNull(r.resolvedAt),
  };
}
