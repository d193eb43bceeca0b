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
import { z } from 'zod';
import { libraryShape } from '../../presenters/library';
import { answers } from '../../presenters/output-check';
import { questionShape } from '../../presenters/question';
import { teacherShape } from '../../presenters/user';
import { deletedShape, listOf, wire } from '../../presenters/wire';
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
/** What a deletion answers: the id of the node it removed. */

export const adminLibrariesRouter = router({
  createLibrary: adminProcedure
    .input(createLibraryInput)
    .output(answers(libraryShape))
    .mutation(({ ctx, input }) => createLibrary(ctx, input.name)),
  updateLibrary: adminProcedure
    .input(updateLibraryInput)
    .output(answers(libraryShape))
    .mutation(({ ctx, input }) => updateLibrary(ctx, input)),
  deleteLibrary: adminProcedure
    .input(idInput)
    .output(answers(deletedShape))
    .mutation(({ ctx, input }) => deleteLibrary(ctx, input.id)),
  createChapter: adminProcedure
    .input(createChapterInput)
    .output(answers(libraryShape))
    .mutation(({ ctx, input }) => createChapter(ctx, input)),
  updateChapter: adminProcedure
    .input(updateChapterInput)
    .output(answers(libraryShape))
    .mutation(({ ctx, input }) => updateChapter(ctx, input)),
  deleteChapter: adminProcedure
    .input(deleteChapterInput)
    .output(answers(deletedShape))
    .mutation(({ ctx, input }) => deleteChapter(ctx, input)),
  createSection: adminProcedure
    .input(createSectionInput)
    .output(answers(libraryShape))
    .mutation(({ ctx, input }) => createSection(ctx, input)),
  updateSection: adminProcedure
    .input(updateSectionInput)
    .output(answers(libraryShape))
    .mutation(({ ctx, input }) => updateSection(ctx, input)),
  deleteSection: adminProcedure
    .input(deleteSectionInput)
    .output(answers(deletedShape))
    .mutation(({ ctx, input }) => deleteSection(ctx, input)),
  changeLibraryOrder: adminProcedure
    .input(changeLibraryOrderInput)
    .output(answers(libraryShape))
    .mutation(({ ctx, input }) => changeLibraryOrder(ctx, input.libraryId, input.type)),
  changeChapterOrder: adminProcedure
    .input(changeChapterOrderInput)
    .output(answers(libraryShape))
    .mutation(({ ctx, input }) => changeChapterOrder(ctx, input)),
  changeSectionOrder: adminProcedure
    .input(changeSectionOrderInput)
    .output(answers(libraryShape))
    .mutation(({ ctx, input }) => changeSectionOrder(ctx, input)),
  /** Every teacher account, by name: `{list}`. */
  getTeachers: adminProcedure
    .output(answers(wire({ list: z.array(teacherShape) })))
    .query(({ ctx }) => listTeachers(ctx)),
  bindTeacherToLibrary: adminProcedure
    .input(libraryTeacherInput)
    .output(answers(libraryShape))
    .mutation(({ ctx, input }) => bindTeacher(ctx, input)),
  unbindTeacherToLibrary: adminProcedure
    .input(libraryTeacherInput)
    .output(answers(libraryShape))
    .mutation(({ ctx, input }) => unbindTeacher(ctx, input)),
  /** The admin's read-only browser: a node's questions, no paging (at most 1,000). */
  getQuestionByLibrary: adminProcedure
    .input(adminLibraryQuestionsInput)
    .output(answers(listOf(questionShape)))
    .query(({ ctx, input }) => adminLibraryQuestions(ctx, input)),
});
