import { admits, type Sample, type WalkedRoute } from './routes';
import type { CallerName } from './world';

/**
 * What the matrix expects of one call: `refused` with one of `statuses`; `allowed` (past the role and
 * the record's policy: anything but 401/403 and 5xx); or `unchecked` where the call names none of the
 * world's records (only never 5xx, and never 401 for an admitted caller).
 */
export type Expectation = { kind: 'refused'; statuses: number[] } | { kind: 'allowed' } | { kind: 'unchecked' };

/** Calls any admitted caller may make on the world's records (published, public or the caller's own). */
const open = new Set(['user.getClassRegister', 'user.updateUserProfile', 'user.verifyEmail', 'teacher.getUserByEmail']);

/**
 * Who besides the owning teacher (teacher routes) or the admin (admin routes) may use the world's records
 * through a call: the teacher of the class reads its homework and its students' exercises; admins read any
 * homework and browse every library (and file imported questions in it), and manage any class's lessons.
 */
const allowedCallers: Record<string, CallerName[]> = {
  'user.getHWById': ['teacher', 'admin'],
  'user.getStudentExerciseDetail': ['teacher'],
  'teacher.getQuestionByLibrary': ['teacher', 'admin'],
  // An import filed into a library: a teacher bound to it, or any admin (as a question's placement).
  'teacher.importQuestionBank': ['teacher', 'admin'],
  // Lessons: the class's teacher and any admin schedule, move and take the roll; both see a student's balance.
  'teacher.setClassSchedule': ['teacher', 'admin'],
  'teacher.getClassLessons': ['teacher', 'admin'],
  'teacher.updateLesson': ['teacher', 'admin'],
  'teacher.takeAttendance': ['teacher', 'admin'],
  'teacher.getLessonAttendance': ['teacher', 'admin'],
  'user.getLessonBalance': ['teacher', 'admin'],
  // A student's extra time in a class's exams: the class's teacher only (admins too are refused).
  'teacher.setAccommodation': ['teacher'],
  // Late answers and the attempt log: the class's teacher only (admins too are refused).
  'teacher.discardLateAnswer': ['teacher'],
  'teacher.getExamLog': ['teacher'],
  // Class stream: the class's teacher and any admin read, post and moderate; only the class's teacher (of
  // the matrix's callers) comments; a comment is deleted through the user call by its author alone.
  'user.getClassPosts': ['teacher', 'admin'],
  'teacher.createClassPost': ['teacher', 'admin'],
  'teacher.updateClassPost': ['teacher', 'admin'],
  'teacher.deleteClassPost': ['teacher', 'admin'],
  'teacher.deleteClassPostComment': ['teacher', 'admin'],
  'user.addClassPostComment': ['teacher'],
  // Photos of working: the family reads them (no matrix caller is the family); the class's teacher alone
  // reads, turns and marks them (admins too are refused, as in correction).
  'teacher.getWorkPhotos': ['teacher'],
  'teacher.rotateWorkPhoto': ['teacher'],
  'teacher.markWorkPhoto': ['teacher'],
};

export function expectationOf(r: WalkedRoute, sample: Sample, caller: CallerName): Expectation {
  if (!admits(r.access, caller)) return { kind: 'refused', statuses: [caller === 'signed out' ? 401 : 403] };
  if (r.access === 'public' || open.has(r.route.procedure)) return { kind: 'unchecked' };
  if (sample.named.size === 0 || !sample.valid) return { kind: 'unchecked' };
  const allowed =
    allowedCallers[r.route.procedure] ?? (r.access === 'admin' ? ['admin'] : r.access === 'teacher' ? ['teacher'] : []);
  return allowed.includes(caller) ? { kind: 'allowed' } : { kind: 'refused', statuses: [403, 404] };
}

/** Calls that take records away; the matrix makes the allowed ones last so the others still find theirs. */
export const isDestructive = (r: WalkedRoute) =>
  /delete|remove|unbind|unPublish|undo/i.test(r.route.procedure.split('.').at(-1) ?? '');

/** Calls that end the session they are made with (or every session): made with a session of their own. */
export const endsSession = (r: WalkedRoute) => /^user\.(logout|logoutAll)$/.test(r.route.procedure);
