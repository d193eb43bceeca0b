import { markWorkPhotoInput, rotateWorkPhotoInput, workPhotosInput } from '@quanta/validators';
import { z } from 'zod';
import { answers } from '../../presenters/output-check';
import { workPhotoShape } from '../../presenters/work-photos';
import { markWorkPhoto, rotateWorkPhoto, teacherWorkPhotos } from '../../services/work-photos';
import { router, teacherProcedure } from '../../trpc';

/** Photos of working in correction: the class's teacher reads them full-size, turns them and marks them up. */
export const teacherWorkPhotosRouter = router({
  getWorkPhotos: teacherProcedure
    .input(workPhotosInput)
    .output(answers(z.array(workPhotoShape)))
    .query(({ ctx, input }) => teacherWorkPhotos(ctx, ctx.user, input.exerciseId)),
  rotateWorkPhoto: teacherProcedure
    .input(rotateWorkPhotoInput)
    .output(answers(workPhotoShape))
    .mutation(({ ctx, input }) => rotateWorkPhoto(ctx, ctx.user, input)),
  markWorkPhoto: teacherProcedure
    .input(markWorkPhotoInput)
    .output(answers(workPhotoShape))
    .mutation(({ ctx, input }) => markWorkPhoto(ctx, ctx.user, input)),
});
