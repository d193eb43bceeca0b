import { classPostComments, classPosts, classSources, workPhotos } from '@quanta/db';
import { buildSource, UNKNOWN_ID } from '../factories/classes';
import { buildClass, buildInterest, buildPlace } from '../factories/enrolment';
import { addToClass, buildExercise } from '../factories/exercises';
import { buildHomework } from '../factories/homework';
import { buildLesson, buildMark } from '../factories/lessons';
import { buildLibraryTree } from '../factories/libraries';
import { buildQuestion } from '../factories/questions';
import { buildAdmin, buildParentOf, buildStudent, buildTeacher, type TestApp, tokenOf } from '../harness';

/** The six callers of the authorization matrix. */
export const callerNames = ['signed out', 'student', 'parent', 'teacher', 'another teacher', 'admin'] as const;
export type CallerName = (typeof callerNames)[number];

export type Resource =
  | 'class'
  | 'student'
  | 'homework'
  | 'exercise'
  | 'question'
  | 'interest'
  | 'source'
  | 'library'
  | 'chapter'
  | 'section'
  | 'teacher'
  | 'lesson'
  | 'classPost'
  | 'classPostComment'
  | 'workPhoto'
  | 'unknown';

/**
 * A school whose records all belong to one teacher and one family: a published class with a source, a
 * question filed in a library the teacher is bound to, a homework in the class published to the family's
 * student (an exercise), a request of another student, a lesson of the class a week ahead. The matrix's student and parent are another
 * family; its teacher is the owner; another teacher and the admin own nothing of it.
 */
export interface World {
  ids: Record<Resource, string>;
  studentEmail: string;
  tokens: Record<CallerName, string | undefined>;
  /** A new session's token for the caller: for calls that end the session they are made with. */
  freshToken(caller: CallerName): Promise<string | undefined>;
  /** The family that owns the records (for calls that need a student or a parent with records). */
  ownStudentToken: string;
  ownParentToken: string;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const owner = await buildTeacher(t);
  const another = await buildTeacher(t);
  const admin = await buildAdmin(t);
  const source = await buildSource(t, owner);
  const klass = await buildClass(t, owner, { bulletin: '<p>Owner bulletin</p>' });
  await t.app.deps.db.insert(classSources).values({ classId: klass.id, sourceId: source.id });
  const tree = await buildLibraryTree(t, [owner]);
  const question = await buildQuestion(t, owner, {
    libraryId: tree.library.id,
    chapterId: tree.chapter.id,
    sectionId: tree.section.id,
    sourceId: source.id,
  });
  const hw = await buildHomework(t, owner, { questionIds: [question.id] });
  await addToClass(t, klass, hw);
  const student = await buildStudent(t);
  await buildPlace(t, klass, student, null);
  const parent = await buildParentOf(t, student);
  const exercise = await buildExercise(t, klass, hw, student);
  // A mark keeps the lesson through a new schedule (which regenerates only lessons without attendance).
  const lesson = await buildLesson(t, klass, owner, new Date(t.clock.now.getTime() + 7 * 86_400_000));
  await buildMark(t, lesson, student, 'present');
  const applicant = await buildStudent(t);
  const interest = await buildInterest(t, klass, applicant, { interested: true });
  // An announcement of the class with a comment of the family's student.
  const [post] = await t.app.deps.db
    .insert(classPosts)
    .values({ classId: klass.id, authorId: owner.id, body: '<p>Walk announcement</p>' })
    .returning();
  const [comment] = await t.app.deps.db
    .insert(classPostComments)
    .values({ postId: post!.id, authorId: student.id, body: 'Walk comment' })
    .returning();
  // A photo of working on the family's exercise (its file need not exist for the access rules).
  const [photo] = await t.app.deps.db
    .insert(workPhotos)
    .values({
      exerciseId: exercise.id,
      position: 1,
      kind: 'image',
      path: '/uploads/2026/06/walkphoto.jpg',
      bytes: 1,
      clientKey: 'walk',
    })
    .returning();
  const otherStudent = await buildStudent(t);
  const otherParent = await buildParentOf(t, otherStudent);
  return {
    ids: {
      class: klass.id,
      student: student.id,
      homework: hw.id,
      exercise: exercise.id,
      question: question.id,
      interest: interest.id,
      source: source.id,
      library: tree.library.id,
      chapter: tree.chapter.id,
      section: tree.section.id,
      teacher: owner.id,
      lesson: lesson.id,
      classPost: post!.id,
      classPostComment: comment!.id,
      workPhoto: photo!.id,
      unknown: UNKNOWN_ID,
    },
    studentEmail: student.email,
    freshToken: async (caller) => {
      const who = { student: otherStudent, parent: otherParent, teacher: owner, 'another teacher': another, admin };
      return caller === 'signed out' ? undefined : tokenOf(t, who[caller]);
    },
    tokens: {
      'signed out': undefined,
      student: await tokenOf(t, otherStudent),
      parent: await tokenOf(t, otherParent),
      teacher: await tokenOf(t, owner),
      'another teacher': await tokenOf(t, another),
      admin: await tokenOf(t, admin),
    },
    ownStudentToken: await tokenOf(t, student),
    ownParentToken: await tokenOf(t, parent),
  };
}
