import type { UserRow } from '@quanta/db';
import type { UpdateLessonInput } from '@quanta/validators';
import type { Deps } from '../../deps';

export async function setClassSchedule(
  _deps: Deps,
  _caller: UserRow,
  _input: { classId: string; slots: { weekday: number; start: string; minutes: number; room: string; link: string }[] },
): Promise<{ count: number }> {
  throw new Error('setClassSchedule');
}
export async function getClassLessons(_deps: Deps, _caller: UserRow, _classId: string): Promise<never> {
  throw new Error('getClassLessons');
}
export async function updateLesson(_deps: Deps, _caller: UserRow, _input: UpdateLessonInput): Promise<never> {
  throw new Error('updateLesson');
}
