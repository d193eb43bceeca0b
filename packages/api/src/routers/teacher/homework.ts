import {
  createHomeworkInput,
  homeworkQuestionsInput,
  idInput,
  messages,
  setHomeworkQuestionsInput,
  teacherHomeworkInput,
  updateHomeworkInput,
} from '@quanta/validators';
import { z } from 'zod';
import { createdHomeworkShape, homeworkShape } from '../../presenters/homework';
import { answers } from '../../presenters/output-check';
import { listOf, wire } from '../../presenters/wire';
import {
  addQuestionsToHomework,
  copyHomework,
  createHomework,
  deleteHomework,
  listTeacherHomework,
  removeQuestionsFromHomework,
  setHomeworkQuestions,
  updateHomework,
} from '../../services/homework/homework';
import { router, teacherProcedure } from '../../trpc';

export const teacherHomeworkRouter = router({
  /** My HomeWorks: `{list, total}`, newest first, 10 a page. */
  getHWByTeacher: teacherProcedure
    .input(teacherHomeworkInput)
    .output(answers(listOf(homeworkShape)))
    .query(({ ctx, input }) => listTeacherHomework(ctx, ctx.user, input)),
  /** A blank homework; the web app opens `/teach/hw/{_id}/edit`. */
  createHomeWork: teacherProcedure
    .input(createHomeworkInput)
    .output(answers(createdHomeworkShape))
    .mutation(({ ctx, input }) => createHomework(ctx, ctx.user, input.language)),
  copyHomeWork: teacherProcedure
    .input(idInput)
    .output(answers(homeworkShape))
    .mutation(({ ctx, input }) => copyHomework(ctx, ctx.user, input.id)),
  deleteHW: teacherProcedure
    .input(idInput)
    .output(answers(wire({ id: z.string(), message: z.literal(messages.deleteHomeworkSuccess) })))
    .mutation(({ ctx, input }) => deleteHomework(ctx, ctx.user, input.id)),
  updateHW: teacherProcedure
    .input(updateHomeworkInput)
    .output(answers(homeworkShape))
    .mutation(({ ctx, input }) => updateHomework(ctx, ctx.user, input)),
  batchAddQToHW: teacherProcedure
    .input(homeworkQuestionsInput)
    .output(answers(homeworkShape))
    .mutation(({ ctx, input }) => addQuestionsToHomework(ctx, ctx.user, input.id, input.QIds)),
  batchDeleteQFromHW: teacherProcedure
    .input(homeworkQuestionsInput)
    .output(answers(homeworkShape))
    .mutation(({ ctx, input }) => removeQuestionsFromHomework(ctx, ctx.user, input.id, input.QIds)),
  /** Replaces the ordered question list (the edit screen's transfer). */
  setQFormHW: teacherProcedure
    .input(setHomeworkQuestionsInput)
    .output(answers(homeworkShape))
    .mutation(({ ctx, input }) => setHomeworkQuestions(ctx, ctx.user, input.id, input.questionList)),
});
