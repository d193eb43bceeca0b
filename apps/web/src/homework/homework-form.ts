import { defaultExamDuration, examDurations, type Language } from '@quanta/validators';
import dayjs from 'dayjs';
import type { Homework } from './types';

/**
 * The details form. Dates are the pickers' local `YYYY-MM-DD HH:mm:ss`, or null: the due date, and an
 * exam's window (no start before `opensAt`, none from `closesAt` on).
 */
export type HomeworkForm = {
  name: string;
  description: string;
  language: Language;
  dueDate: string | null;
  isExam: boolean;
  examDuration: string;
  opensAt: string | null;
  closesAt: string | null;
  shuffleQuestions: boolean;
  shuffleChoices: boolean;
  /** Students may attach photos of working to the homework as a whole. */
  workPhotos: boolean;
};

const pickerFormat = 'YYYY-MM-DD HH:mm:ss';

const pickerValue = (iso: string | null) => (iso ? dayjs(iso).format(pickerFormat) : null);
const instant = (value: string | null) => (value ? dayjs(value).toISOString() : null);

export function formFromHomework(hw: Homework): HomeworkForm {
  const duration = (examDurations as readonly number[]).includes(hw.examDuration)
    ? hw.examDuration
    : defaultExamDuration;
  return {
    name: hw.name,
    description: hw.description,
    language: hw.language === 'zh' ? 'zh' : 'en',
    dueDate: pickerValue(hw.dueDate),
    isExam: hw.isExam,
    examDuration: String(duration),
    opensAt: pickerValue(hw.opensAt),
    closesAt: pickerValue(hw.closesAt),
    shuffleQuestions: hw.shuffleQuestions,
    shuffleChoices: hw.shuffleChoices,
    workPhotos: hw.workPhotos,
  };
}

/** An exam's window that closes at or before it opens (the server refuses it too). */
export function windowClosesTooEarly(form: Pick<HomeworkForm, 'isExam' | 'opensAt' | 'closesAt'>): boolean {
  if (!form.isExam || !form.opensAt || !form.closesAt) return false;
  return !dayjs(form.closesAt).isAfter(dayjs(form.opensAt));
}

/**
 * The updateHW body; dates go out as ISO instants of the teacher's local time. Only an exam has a window:
 * a homework that is not one clears it.
 */
export function updateInput(id: string, form: HomeworkForm, numQuestions: number) {
  return {
    _id: id,
    name: form.name.trim(),
    description: form.description,
    numQuestions,
    language: form.language,
    dueDate: instant(form.dueDate),
    isExam: form.isExam,
    examDuration: Number(form.examDuration),
    opensAt: form.isExam ? instant(form.opensAt) : null,
    closesAt: form.isExam ? instant(form.closesAt) : null,
    shuffleQuestions: form.shuffleQuestions,
    shuffleChoices: form.shuffleChoices,
    workPhotos: form.workPhotos,
  };
}
