import {
  allTeacherQuestionsInput,
  createQuestionInput,
  idInput,
  importQuestionsInput,
  librarySourcesInput,
  questionVersionsInput,
  teacherLibraryQuestionsInput,
  teacherQuestionsInput,
  updateQuestionInput,
} from '@quanta/validators';
import { z } from 'zod';
import { importSpreadsheet } from '../../commands/import-questions';
import { answers } from '../../presenters/output-check';
import { questionShape, spreadsheetImportShape } from '../../presenters/question';
import { sourceShape } from '../../presenters/source';
import { count, deletedShape, instant, listOf, named, wire } from '../../presenters/wire';
import { teacherLibraryQuestions, teacherLibrarySources } from '../../services/libraries/browse';
import {
  copyQuestion,
  createQuestion,
  deleteQuestion,
  getQuestion,
  listAllTeacherQuestions,
  listTeacherQuestions,
  updateQuestion,
} from '../../services/questions/questions';
import { questionVersionsOf } from '../../services/questions/versions';
import { router, teacherProcedure } from '../../trpc';

/** A question's versions, oldest first: when each was made and replaced, and the answers given on it. */
const questionVersionsShape = named(
  'QuestionVersions',
  wire({
    questionId: z.string(),
    /** The newest version (the question's own). */
    version: z.number().int(),
    list: z.array(
      wire({ version: z.number().int(), createdAt: instant, replacedAt: instant.nullable(), answers: count }),
    ),
  }),
);

export const teacherQuestionsRouter = router({
  /** My Questions: `{list, total}`, newest first, 100 a page. */
  getQuestionsByTeacher: teacherProcedure
    .input(teacherQuestionsInput)
    .output(answers(listOf(questionShape)))
    .query(({ ctx, input }) => listTeacherQuestions(ctx, ctx.user, input)),
  /** The homework editor's transfer list: every question of the caller in a language. */
  getAllQuestionsByTeacher: teacherProcedure
    .input(allTeacherQuestionsInput)
    .output(answers(listOf(questionShape)))
    .query(({ ctx, input }) => listAllTeacherQuestions(ctx, ctx.user, input.language)),
  getQuestionById: teacherProcedure
    .input(idInput)
    .output(answers(questionShape))
    .query(({ ctx, input }) => getQuestion(ctx, ctx.user, input.id)),
  /** A blank question; the web app opens `/teach/question/{_id}/edit`. */
  createQuestion: teacherProcedure
    .input(createQuestionInput)
    .output(answers(questionShape))
    .mutation(({ ctx, input }) => createQuestion(ctx, ctx.user, input.language)),
  updateQuestion: teacherProcedure
    .input(updateQuestionInput)
    .output(answers(questionShape))
    .mutation(({ ctx, input }) => updateQuestion(ctx, ctx.user, input)),
  /** The question's versions and the answers given on each (an edit of an answered question makes one). */
  getQuestionVersions: teacherProcedure
    .input(questionVersionsInput)
    .output(answers(questionVersionsShape))
    .query(({ ctx, input }) => questionVersionsOf(ctx, ctx.user, input.questionId)),
  copyQuestion: teacherProcedure
    .input(idInput)
    .output(answers(questionShape))
    .mutation(({ ctx, input }) => copyQuestion(ctx, ctx.user, input.id)),
  deleteQuestion: teacherProcedure
    .input(idInput)
    .output(answers(deletedShape))
    .mutation(({ ctx, input }) => deleteQuestion(ctx, ctx.user, input.id)),
  /** Imports an uploaded template: `{count, errors: [{row, reason, key, values}], message}`. */
  batchCreateQuestion: teacherProcedure
    .input(importQuestionsInput)
    .output(answers(spreadsheetImportShape))
    .mutation(({ ctx, input }) => importSpreadsheet(ctx, ctx.user, input)),
  /** The library browser: a bound library's questions at one node, 100 a page. */
  getQuestionByLibrary: teacherProcedure
    .input(teacherLibraryQuestionsInput)
    .output(answers(listOf(questionShape)))
    .query(({ ctx, input }) => teacherLibraryQuestions(ctx, ctx.user, input)),
  /** The library browser's source filter: the sources its questions name. */
  getLibrarySources: teacherProcedure
    .input(librarySourcesInput)
    .output(answers(listOf(sourceShape)))
    .query(({ ctx, input }) => teacherLibrarySources(ctx, ctx.user, input)),
});
