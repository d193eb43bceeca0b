import { createSourceInput, idInput, sourceListInput, updateSourceInput } from '@quanta/validators';
import { answers } from '../../presenters/output-check';
import { sourceShape } from '../../presenters/source';
import { deletedShape, listOf } from '../../presenters/wire';
import { createSource, deleteSource, listOwnSources, updateSource } from '../../services/sources/teacher';
import { router, teacherProcedure } from '../../trpc';

export const teacherSourcesRouter = router({
  /** The caller's own sources, 10 a page from page 1: `{list, total}`. */
  getSourceList: teacherProcedure
    .input(sourceListInput)
    .output(answers(listOf(sourceShape)))
    .query(({ ctx, input }) => listOwnSources(ctx, ctx.user, input.keyword, input.page, input.pageSize)),
  createSource: teacherProcedure
    .input(createSourceInput)
    .output(answers(sourceShape))
    .mutation(({ ctx, input }) => createSource(ctx, ctx.user, input.name)),
  updateSource: teacherProcedure
    .input(updateSourceInput)
    .output(answers(sourceShape))
    .mutation(({ ctx, input }) => updateSource(ctx, ctx.user, input)),
  deleteSource: teacherProcedure
    .input(idInput)
    .output(answers(deletedShape))
    .mutation(({ ctx, input }) => deleteSource(ctx, ctx.user, input.id)),
});
