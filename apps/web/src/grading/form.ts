import { formatParamsText, parseParamsText } from '@quanta/grading/params-text';
import type { AnswerType, Param, ToleranceType } from '@quanta/grading/types';

/** The question editor's grading fields as typed (numbers as text, parameters as one line). */
export interface GradingForm {
  answerType: AnswerType;
  tolerance: string;
  toleranceType: ToleranceType;
  unit: string;
  sigFigs: string;
  paramsText: string;
}

/** The grading fields of a stored question as the form shows them. */
export function gradingFormOf(q: {
  answerType: AnswerType;
  tolerance: number | null;
  toleranceType: ToleranceType | null;
  unit: string;
  sigFigs: number | null;
  params: Param[];
}): GradingForm {
  return {
    answerType: q.answerType,
    tolerance: String(q.tolerance ?? 0.01),
    toleranceType: q.toleranceType ?? 'relative',
    unit: q.unit,
    sigFigs: q.sigFigs === null ? '' : String(q.sigFigs),
    paramsText: formatParamsText(q.params),
  };
}

/** The parameters typed, or null when the line cannot be read. */
export const paramsOf = (form: Pick<GradingForm, 'paramsText'>) =>
  form.paramsText.trim() === '' ? [] : parseParamsText(form.paramsText);

/** The updateQuestion fields; a free response's type only (select questions grade by letters). */
export function gradingInput(form: GradingForm, isChoice: string) {
  const tolerance = Number(form.tolerance);
  return {
    answerType: isChoice === '2' ? form.answerType : ('text' as const),
    tolerance: form.tolerance.trim() === '' || !Number.isFinite(tolerance) ? 0.01 : tolerance,
    toleranceType: form.toleranceType,
    unit: form.unit.trim(),
    sigFigs: form.sigFigs.trim() === '' ? null : Number(form.sigFigs),
    params: paramsOf(form) ?? [],
  };
}
