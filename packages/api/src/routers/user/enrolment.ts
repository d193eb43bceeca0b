import { childVerificationInput, classRegisterInput, payClassInput, registerClassInput } from '@quanta/validators';
import { z } from 'zod';
import {
  childClassesShape,
  childVerificationSentShape,
  classRegisterShape,
  interestRegisteredShape,
  myClassListShape,
  paymentSentShape,
  waitingChildShape,
} from '../../presenters/enrolment';
import { answers } from '../../presenters/output-check';
import {
  getChildrenClasses,
  getClassRegister,
  getMyClasses,
  payForClass,
  registerInterest,
  resendChildVerification,
  waitingChildrenOf,
} from '../../services/enrolment';
import { familyProcedure, parentProcedure, router, userReadProcedure } from '../../trpc';

export const userEnrolmentRouter = router({
  /** `{list}` of My-class entries; empty for a parent or teacher. */
  getMyClasses: userReadProcedure('myClasses')
    .output(answers(myClassListShape))
    .query(({ ctx }) => getMyClasses(ctx, ctx.user)),
  /** The parent's children, each with the classes they have a place or a request in. */
  getStudentsByEmail: parentProcedure
    .output(answers(z.array(childClassesShape)))
    .query(({ ctx }) => getChildrenClasses(ctx, ctx.user)),
  /** The children of the parent's family sign-up whose link waits for their e-mail verification. */
  getWaitingChildren: parentProcedure
    .output(answers(z.array(waitingChildShape)))
    .query(({ ctx }) => waitingChildrenOf(ctx, ctx.user)),
  /** Mails such a child a fresh verification code. */
  resendChildVerification: parentProcedure
    .input(childVerificationInput)
    .output(answers(childVerificationSentShape))
    .mutation(({ ctx, input }) => resendChildVerification(ctx, ctx.user, input.studentId, ctx.lang, ctx.ip)),
  getClassRegister: familyProcedure
    .input(classRegisterInput)
    .output(answers(classRegisterShape))
    .query(({ ctx, input }) => getClassRegister(ctx, ctx.user, input.id)),
  /** 'Interest success'; for the caller themself (a student) or their own child (a parent). */
  registerClass: familyProcedure
    .input(registerClassInput)
    .output(answers(interestRegisteredShape))
    .mutation(({ ctx, input }) => registerInterest(ctx, ctx.user, input)),
  /** 'We have sent a mail to this teacher, please wait'; `mailed` says whether this call sent it. */
  payClass: familyProcedure
    .input(payClassInput)
    .output(answers(paymentSentShape))
    .mutation(({ ctx, input }) => payForClass(ctx, ctx.user, input, ctx.lang)),
});
