import type { UserRow } from '@quanta/db';
import type { TakeAttendanceInput } from '@quanta/validators';
import type { Deps } from '../../deps';

export async function takeAttendance(_deps: Deps, _caller: UserRow, _input: TakeAttendanceInput): Promise<never> {
  throw new Error('takeAttendance');
}
export async function getLessonAttendance(_deps: Deps, _caller: UserRow, _lessonId: string): Promise<never> {
  throw new Error('getLessonAttendance');
}
