import {
  classIdInput,
  createClassInput,
  setPublishInput,
  teacherClassesInput,
  updateClassInput,
} from '@quanta/validators';
import { classPageShape, teacherClassShape } from '../../presenters/class';
import { answers } from '../../presenters/output-check';
import { deletedShape, listOf } from '../../presenters/wire';
import {
  copyClass,
  createClass,
  deleteClass,
  listTeacherClasses,
  setPublish,
  updateClass,
} from '../../services/classes/teacher';
import { router, teacherProcedure } from '../../trpc';

export const teacherClassesRouter = router({
  /** The caller's own classes: `{list, total}`, newest first. */
  getClassesByTeacher: teacherProcedure
    .input(teacherClassesInput)
    .output(answers(listOf(teacherClassShape)))
    .query(({ ctx, input }) => listTeacherClasses(ctx, ctx.user, input)),
  /** A blank draft; the web app opens `/teach/class/{_id}/edit`. */
  createClassByTeacher: teacherProcedure
    .input(createClassInput)
    .output(answers(classPageShape))
    .mutation(({ ctx, input }) => createClass(ctx, ctx.user, input.language)),
  deleteClassByTeacher: teacherProcedure
    .input(classIdInput)
    .output(answers(deletedShape))
    .mutation(({ ctx, input }) => deleteClass(ctx, ctx.user, input.id)),
  setPublishClass: teacherProcedure
    .input(setPublishInput)
    .output(answers(teacherClassShape))
    .mutation(({ ctx, input }) => setPublish(ctx, ctx.user, input.id, input.publish)),
  copyClass: teacherProcedure
    .input(classIdInput)
    .output(answers(teacherClassShape))
    .mutation(({ ctx, input }) => copyClass(ctx, ctx.user, input.id)),
  updateClassIntro: teacherProcedure
    .input(updateClassInput)
    .output(answers(classPageShape))
    .mutation(({ ctx, input }) => updateClass(ctx, ctx.user, input)),
});
