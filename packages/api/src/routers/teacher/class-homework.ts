import {
  addHomeworkToClassInput,
  classHomeworkInput,
  classIdInput,
  publishHomeworkInput,
  removeHomeworkFromClassInput,
  unpublishHomeworkInput,
} from '@quanta/validators';
import {
  classHomeworkListShape,
  homeworkRosterShape,
  publishedHomeworkShape,
  unpublishedHomeworkShape,
} from '../../presenters/class-homework';
import { answers } from '../../presenters/output-check';
import {
  addHomeworkToClass,
  publishHomework,
  removeAllHomework,
  removeHomeworkFromClass,
  studentsForHomework,
  unpublishHomework,
} from '../../services/class-homework';
import { router, teacherProcedure } from '../../trpc';

/** Add content: the homework list of the teacher's own class and publishing it to students. */
export const teacherClassHomeworkRouter = router({
  /** 'Add success' with the class's homework list. */
  addHWToClass: teacherProcedure
    .input(addHomeworkToClassInput)
    .output(answers(classHomeworkListShape))
    .mutation(({ ctx, input }) => addHomeworkToClass(ctx, ctx.user, input)),
  deleteHWFromClass: teacherProcedure
    .input(removeHomeworkFromClassInput)
    .output(answers(classHomeworkListShape))
    .mutation(({ ctx, input }) => removeHomeworkFromClass(ctx, ctx.user, input)),
  deleteAllHomework: teacherProcedure
    .input(classIdInput)
    .output(answers(classHomeworkListShape))
    .mutation(({ ctx, input }) => removeAllHomework(ctx, ctx.user, input.id)),
  /** 'Publish homework successfully'; `published` new exercises, `skipped` students who had it. */
  publishHomework: teacherProcedure
    .input(publishHomeworkInput)
    .output(answers(publishedHomeworkShape))
    .mutation(({ ctx, input }) => publishHomework(ctx, ctx.user, input)),
  /** 'Unpublish homework successfully': the exercises and their answers are deleted. */
  unPublishHomework: teacherProcedure
    .input(unpublishHomeworkInput)
    .output(answers(unpublishedHomeworkShape))
    .mutation(({ ctx, input }) => unpublishHomework(ctx, ctx.user, input.exerciseIds)),
  /** The roster with, per student, whether this homework is published to them and the exercise id. */
  getStudentListByExercise: teacherProcedure
    .input(classHomeworkInput)
    .output(answers(homeworkRosterShape))
    .query(({ ctx, input }) => studentsForHomework(ctx, ctx.user, input)),
});
