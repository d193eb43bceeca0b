import { defaultExamDuration, examDurations, type Language } from '@quanta/validators';
import dayjs from 'dayjs';
import type { Homework } from './types';

/** The details form: the due date as the picker's local `YYYY-MM-DD HH:mm:ss`, or null. */
export type HomeworkForm = {
  name: string;
  description: string;
  language: Language;
  dueDate: string | null;
  isExam: boolean;
  examDuration: string;
};

const pickerFormat = 'YYYY-MM-DD HH:mm:ss';

export function formFromHomework(hw: Homework): HomeworkForm {
  const duration = (examDurations as readonly number[]).includes(hw.examDuration)
    ? hw.examDuration
    : defaultExamDuration;
  return {
    name: hw.name,
    description: hw.description,
    language: hw.language === 'zh' ? 'zh' : 'en',
    dueDate: hw.dueDate ? dayjs(hw.dueDate).format(pickerFormat) : null,
    isExam: hw.isExam,
    examDuration: String(duration),
  };
}

/** The updateHW body; the due date goes out as an ISO instant of the teacher's local time. */
export function updateInput(id: string, form: HomeworkForm, numQuestions: number) {
  return {
    _id: id,
    name: form.name.trim(),
    description: form.description,
    numQuestions,
    language: form.language,
    dueDate: form.dueDate ? dayjs(form.dueDate).toISOString() : null,
    isExam: form.isExam,
    examDuration: Number(form.examDuration),
  };
}
