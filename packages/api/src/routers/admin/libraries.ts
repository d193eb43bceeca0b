import {
  adminLibraryQuestionsInput,
  changeChapterOrderInput,
  changeLibraryOrderInput,
  changeSectionOrderInput,
  createChapterInput,
  createLibraryInput,
  createSectionInput,
  deleteChapterInput,
  deleteSectionInput,
  idInput,
  libraryTeacherInput,
  updateChapterInput,
  updateLibraryInput,
  updateSectionInput,
} from '@quanta/validators';
import {
  bindTeacher,
  changeChapterOrder,
  changeLibraryOrder,
  changeSectionOrder,
  createChapter,
  createLibrary,
  createSection,
  deleteChapter,
  deleteLibrary,
  deleteSection,
  listTeachers,
  unbindTeacher,
  updateChapter,
  updateLibrary,
  updateSection,
} from '../../services/libraries/admin';
import { adminLibraryQuestions } from '../../services/libraries/browse';
import { adminProcedure, router } from '../../trpc';

/** Library admin: the library → chapter → section tree, its order, and which teachers may use it. */
export const adminLibrariesRouter = router({
  createLibrary: adminProcedure.input(createLibraryInput).mutation(({ ctx, input }) => createLibrary(ctx, input.name)),
  updateLibrary: adminProcedure.input(updateLibraryInput).mutation(({ ctx, input }) => updateLibrary(ctx, input)),
  deleteLibrary: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteLibrary(ctx, input.id)),
  createChapter: adminProcedure.input(createChapterInput).mutation(({ ctx, input }) => createChapter(ctx, input)),
  updateChapter: adminProcedure.input(updateChapterInput).mutation(({ ctx, input }) => updateChapter(ctx, input)),
  deleteChapter: adminProcedure.input(deleteChapterInput).mutation(({ ctx, input }) => deleteChapter(ctx, input)),
  createSection: adminProcedure.input(createSectionInput).mutation(({ ctx, input }) => createSection(ctx, input)),
  updateSection: adminProcedure.input(updateSectionInput).mutation(({ ctx, input }) => updateSection(ctx, input)),
  deleteSection: adminProcedure.input(deleteSectionInput).mutation(({ ctx, input }) => deleteSection(ctx, input)),
  changeLibraryOrder: adminProcedure
    .input(changeLibraryOrderInput)
    .mutation(({ ctx, input }) => changeLibraryOrder(ctx, input.libraryId, input.type)),
  changeChapterOrder: adminProcedure
    .input(changeChapterOrderInput)
    .mutation(({ ctx, input }) => changeChapterOrder(ctx, input)),
  changeSectionOrder: adminProcedure
    .input(changeSectionOrderInput)
    .mutation(({ ctx, input }) => changeSectionOrder(ctx, input)),
  getTeachers: adminProcedure.query(({ ctx }) => listTeachers(ctx)),
  bindTeacherToLibrary: adminProcedure.input(libraryTeacherInput).mutation(({ ctx, input }) => bindTeacher(ctx, input)),
  unbindTeacherToLibrary: adminProcedure
    .input(libraryTeacherInput)
    .mutation(({ ctx, input }) => unbindTeacher(ctx, input)),
  /** The admin's read-only browser: a node's questions, no paging (at most 1,000). */
  getQuestionByLibrary: adminProcedure
    .input(adminLibraryQuestionsInput)
    .query(({ ctx, input }) => adminLibraryQuestions(ctx, input)),
});
