import { useReducer, useRef } from 'react';
import type { Draft } from './answers';
import type { ExerciseQuestion } from './types';

/**
 * The student's unsaved answers and working, per question. Kept in a ref as well as rendering, so a
 * click that follows an editor's blur (which reports the last keystroke) reads the latest text.
 */
export function useDrafts() {
  const drafts = useRef(new Map<string, Draft>());
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const get = (item: ExerciseQuestion): Draft =>
    drafts.current.get(item.question._id) ?? { answer: item.answer, content: item.content };
  const set = (item: ExerciseQuestion, patch: Partial<Draft>) => {
    drafts.current.set(item.question._id, { ...get(item), ...patch });
    rerender();
  };
  return { get, set };
}
