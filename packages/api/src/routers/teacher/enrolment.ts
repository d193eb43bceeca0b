import {
  addStudentInput,
  classInterestsInput,
  classRosterInput,
  interestIdInput,
  removeStudentInput,
  studentByEmailInput,
} from '@quanta/validators';
import * as enrolment from '../../services/enrolment';
import { router, teacherProcedure } from '../../trpc';

/** The Add students screen of a teacher's own class: the roster and the interest/registration requests. */
export const teacherEnrolmentRouter = router({
  /** Class student entries of the class, by student name. */
  studentList: teacherProcedure
    .input(classRosterInput)
    .query(({ ctx, input }) => enrolment.listRoster(ctx, ctx.user, input.classID)),
  removeStudentFromClass: teacherProcedure
    .input(removeStudentInput)
    .mutation(({ ctx, input }) => enrolment.removeStudent(ctx, ctx.user, input.studentID, input.classID)),
  getClassRegisterList: teacherProcedure
    .input(classInterestsInput)
    .query(({ ctx, input }) => enrolment.listInterests(ctx, ctx.user, input.id)),
  getUserByEmail: teacherProcedure
    .input(studentByEmailInput)
    .query(({ ctx, input }) => enrolment.findStudentByEmail(ctx, input.email)),
  addStudentToClass: teacherProcedure
    .input(addStudentInput)
    .mutation(({ ctx, input }) => enrolment.addStudent(ctx, ctx.user, input.student, input.classInfo)),
  /** Confirms a request: registered until one more period; 'Add success'. */
  registerClass: teacherProcedure
    .input(interestIdInput)
    .mutation(({ ctx, input }) => enrolment.confirmInterest(ctx, ctx.user, input.interestId)),
  deleteRegisterClass: teacherProcedure
    .input(interestIdInput)
    .mutation(({ ctx, input }) => enrolment.deleteInterest(ctx, ctx.user, input.interestId)),
});
