import { type MasteryLevel, sectionLevel } from '../services/resources/schedule';
import { isoOrNull, isoTime } from './time';

/** A practice record on the wire: §3 Resource record (question, isCorrect, answer, createdAt). */
export function presentRecord(r: {
  id: string;
  questionId: string;
  isCorrect: boolean | null;
  answer: string;
  createdAt: Date;
  name: string;
  isChoice: number;
}) {
  return {
    _id: r.id,
    question: { _id: r.questionId, name: r.name, isChoice: String(r.isChoice) as '0' | '1' | '2' },
    isCorrect: r.isCorrect,
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
}) {
  return { ...m, level: sectionLevel(m.counts) };
}

export function presentReport(r: {
  id: string;
  errorType: number;
  otherContent: string;
  createdAt: Date;
  resolvedAt: Date | null;
  studentName: string;
}) {
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
