import { TZDate } from '@date-fns/tz';
import type { UserRow } from '@quanta/db';
import type { TimetableInput } from '@quanta/validators';
import type { Deps } from '../../deps';
import {
  type FamilyTimetableRow,
  presentFamilyTimetableEntry,
  presentStaffTimetableEntry,
  presentTimetable,
} from '../../presenters/lessons';
import { asksLeave, leaveOpen } from './lesson-rules';
import { familyLessonRows, type Span, staffLessonRows } from './timetable-rows';

/**
 * The instants of the days `from` to `to` in `timeZone`: 00:00 of `from` to 24:00 of `to` (00:00 of the next
 * day), so a day with a daylight-saving change is 23 or 25 hours long, as the school's clocks say.
 */
export function daySpan(from: string, to: string, timeZone: string): Span {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return {
    from: new Date(new TZDate(fy, fm - 1, fd, timeZone).getTime()),
    to: new Date(new TZDate(ty, tm - 1, td + 1, timeZone).getTime()),
  };
}

/**
 * Whether the caller may still ask leave for this student's lesson: a scheduled lesson before the cut-off
 * without leave, asked by a parent, or by a student who has none.
 */
export function canAskLeave(caller: UserRow, row: FamilyTimetableRow, now: Date, cutoffHours: number): boolean {
  return (
    asksLeave(caller, row.hasParent) &&
    row.lesson.status === 'scheduled' &&
    !row.leave &&
    leaveOpen(row.lesson.startsAt, now, cutoffHours)
  );
}

/**
 * The caller's lessons of the days `from`–`to` (the school's zone), by start: a student's own, a parent's
 * children's (one entry per child), a teacher's own and their classes', an admin's all (by teacher or room).
 */
export async function getTimetable(deps: Deps, caller: UserRow, input: TimetableInput) {
  const span = daySpan(input.from, input.to, deps.school.timeZone);
  if (caller.role === 'Teacher') {
    const rows = await staffLessonRows(deps.db, caller, span, {
      all: caller.isAdmin,
      teacherId: input.teacherId,
      room: input.room,
    });
    return presentTimetable(rows.map(presentStaffTimetableEntry), deps.school);
  }
  const now = deps.now();
  const rows = await familyLessonRows(deps.db, caller, span);
  return presentTimetable(
    rows.map((row) => presentFamilyTimetableEntry(row, canAskLeave(caller, row, now, deps.school.leaveCutoffHours))),
    deps.school,
  );
}
