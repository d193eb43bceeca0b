import { attachWorkPhotoInput, workPhotoIdInput, workPhotosInput } from '@quanta/validators';
import { z } from 'zod';
import { answers } from '../../presenters/output-check';
import { deletedShape } from '../../presenters/wire';
import { workPhotoShape } from '../../presenters/work-photos';
import { attachWorkPhoto, familyWorkPhotos, removeWorkPhoto } from '../../services/work-photos';
import { familyProcedure, router, studentProcedure } from '../../trpc';

/** Photos of working: the student attaches and removes them; the student and their parent read them. */
export const userWorkPhotosRouter = router({
  attachWorkPhoto: studentProcedure
    .input(attachWorkPhotoInput)
    .output(answers(workPhotoShape))
    .mutation(({ ctx, input }) => attachWorkPhoto(ctx, ctx.user, input)),
  removeWorkPhoto: studentProcedure
    .input(workPhotoIdInput)
    .output(answers(deletedShape))
    .mutation(({ ctx, input }) => removeWorkPhoto(ctx, ctx.user, input.photoId)),
  getWorkPhotos: familyProcedure
    .input(workPhotosInput)
    .output(answers(z.array(workPhotoShape)))
    .query(({ ctx, input }) => familyWorkPhotos(ctx, ctx.user, input.exerciseId)),
});
