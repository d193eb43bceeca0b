import {
  addStudentInput,
  classInterestsInput,
  classRosterInput,
  interestIdInput,
  messages,
  removeStudentInput,
  setAccommodationInput,
  studentByEmailInput,
} from '@quanta/validators';
import { z } from 'zod';
import { accommodationShape, interestShape, rosterEntryShape, studentShape } from '../../presenters/enrolment';
import { answers } from '../../presenters/output-check';
import { wire } from '../../presenters/wire';
import * as enrolment from '../../services/enrolment';
import { router, teacherProcedure } from '../../trpc';

/** The Add students screen of a teacher's own class: the roster and the interest/registration requests. */
export const teacherEnrolmentRouter = router({
  /** Class student entries of the class, by student name. */
  studentList: teacherProcedure
    .input(classRosterInput)
    .output(answers(z.array(rosterEntryShape)))
    .query(({ ctx, input }) => enrolment.listRoster(ctx, ctx.user, input.classID)),
  /** A student's extra time in the class's exams (percent of the duration, 0–300); 'Extra time saved.'. */
  setAccommodation: teacherProcedure
    .input(setAccommodationInput)
    .output(answers(accommodationShape))
    .mutation(({ ctx, input }) => enrolment.setAccommodation(ctx, ctx.user, input)),
  removeStudentFromClass: teacherProcedure
    .input(removeStudentInput)
    .output(answers(wire({ message: z.literal(messages.deleteSuccess), studentID: z.string(), classID: z.string() })))
    .mutation(({ ctx, input }) => enrolment.removeStudent(ctx, ctx.user, input.studentID, input.classID)),
  /** The class's interest/registration requests, newest first. */
  getClassRegisterList: teacherProcedure
    .input(classInterestsInput)
    .output(answers(z.array(interestShape)))
    .query(({ ctx, input }) => enrolment.listInterests(ctx, ctx.user, input.id)),
  getUserByEmail: teacherProcedure
    .input(studentByEmailInput)
    .output(answers(studentShape))
    .query(({ ctx, input }) => enrolment.findStudentByEmail(ctx, input.email)),
  addStudentToClass: teacherProcedure
    .input(addStudentInput)
    .output(answers(wire({ message: z.literal(messages.addSuccess), student: studentShape })))
    .mutation(({ ctx, input }) => enrolment.addStudent(ctx, ctx.user, input.student, input.classInfo)),
  /** Confirms a request: registered until one more period; 'Add success'. */
  registerClass: teacherProcedure
    .input(interestIdInput)
    .output(answers(wire({ message: z.literal(messages.addSuccess), ...interestShape.shape })))
    .mutation(({ ctx, input }) => enrolment.confirmInterest(ctx, ctx.user, input.interestId)),
  deleteRegisterClass: teacherProcedure
    .input(interestIdInput)
    .output(answers(wire({ message: z.literal(messages.deleteSuccess), _id: z.string() })))
    .mutation(({ ctx, input }) => enrolment.deleteInterest(ctx, ctx.user, input.interestId)),
});
