import {
  classLessonsInput,
  lessonIdInput,
  setClassScheduleInput,
  takeAttendanceInput,
  updateLessonInput,
} from '@quanta/validators';
import { z } from 'zod';
import {
  attendanceSavedShape,
  classLessonsShape,
  lessonRollShape,
  lessonShape,
  scheduleSetShape,
} from '../../presenters/lessons';
import { answers } from '../../presenters/output-check';
import { teacherShape } from '../../presenters/user';
import { wire } from '../../presenters/wire';
import * as lessons from '../../services/lessons';
import { listTeachers } from '../../services/libraries/admin';
import { router, teacherProcedure } from '../../trpc';

/** A class's weekly slots and its lessons, and the roll of each lesson: the class's teacher or an admin. */
export const teacherLessonsRouter = router({
  /** Replaces the class's weekly slots and regenerates its future lessons without a roll. */
  setClassSchedule: teacherProcedure
    .input(setClassScheduleInput)
    .output(answers(scheduleSetShape))
    .mutation(({ ctx, input }) => lessons.setClassSchedule(ctx, ctx.user, input)),
  getClassLessons: teacherProcedure
    .input(classLessonsInput)
    .output(answers(classLessonsShape))
    .query(({ ctx, input }) => lessons.getClassLessons(ctx, ctx.user, input.classId)),
  /** Moves one lesson, changes its room, link or teacher (a substitute), or cancels it. */
  updateLesson: teacherProcedure
    .input(updateLessonInput)
    .output(answers(lessonShape))
    .mutation(({ ctx, input }) => lessons.updateLesson(ctx, ctx.user, input)),
  /** The school's teachers, by name: whom a lesson can be given to (a substitute). */
  getTeachers: teacherProcedure
    .output(answers(wire({ list: z.array(teacherShape) })))
    .query(({ ctx }) => listTeachers(ctx)),
  takeAttendance: teacherProcedure
    .input(takeAttendanceInput)
    .output(answers(attendanceSavedShape))
    .mutation(({ ctx, input }) => lessons.takeAttendance(ctx, ctx.user, input)),
  getLessonAttendance: teacherProcedure
    .input(lessonIdInput)
    .output(answers(lessonRollShape))
    .query(({ ctx, input }) => lessons.getLessonAttendance(ctx, ctx.user, input.lessonId)),
});
