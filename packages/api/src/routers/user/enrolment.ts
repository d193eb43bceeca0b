import { classRegisterInput, payClassInput, registerClassInput } from '@quanta/validators';
import {
  getChildrenClasses,
  getClassRegister,
  getMyClasses,
  payForClass,
  registerInterest,
} from '../../services/enrolment';
import { familyProcedure, parentProcedure, router, userReadProcedure } from '../../trpc';

export const userEnrolmentRouter = router({
  /** `{list}` of My-class entries; empty for a parent or teacher. */
  getMyClasses: userReadProcedure('myClasses').query(({ ctx }) => getMyClasses(ctx, ctx.user)),
  /** The parent's children, each with the classes they have a place or a request in. */
  getStudentsByEmail: parentProcedure.query(({ ctx }) => getChildrenClasses(ctx, ctx.user)),
  getClassRegister: familyProcedure
    .input(classRegisterInput)
    .query(({ ctx, input }) => getClassRegister(ctx, ctx.user, input.id)),
  /** 'Interest success'; for the caller themself (a student) or their own child (a parent). */
  registerClass: familyProcedure
    .input(registerClassInput)
    .mutation(({ ctx, input }) => registerInterest(ctx, ctx.user, input)),
  /** 'We have sent a mail to this teacher, please wait'; `mailed` says whether this call sent it. */
  payClass: familyProcedure
    .input(payClassInput)
    .mutation(({ ctx, input }) => payForClass(ctx, ctx.user, input, ctx.lang)),
});
