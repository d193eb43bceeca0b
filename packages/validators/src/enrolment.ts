import { z } from 'zod';
import { email, id } from './common';

/** §9: 1 = one month (default), 2 = one year; 3 = one lesson package. */
export const durationTypes = [1, 2, 3] as const;
export type DurationType = (typeof durationTypes)[number];

/** A duration from a JSON body or a form (`1`, `'2'`); absent means one month. */
export const durationType = z.coerce
  .number({ error: 'must be 1 (1 month), 2 (1 year) or 3 (a lesson package)' })
  .pipe(z.literal(durationTypes, { error: 'must be 1 (1 month), 2 (1 year) or 3 (a lesson package)' }))
  .optional()
  .default(1);

/** An id, or a record carrying it (`{_id}` or `{ID}`) as the spec's screens send found students and classes. */
const idOf = z.preprocess((value) => {
  if (value && typeof value === 'object') {
    const record = value as { _id?: unknown; ID?: unknown };
    return record._id ?? record.ID;
  }
  return value;
}, id);

// Student and parent
export const classRegisterInput = z.object({ id });
export const registerClassInput = z.object({ classId: id, userId: id, durationType });
export const payClassInput = z.object({ classId: id, userId: id });
/** A child of a family sign-up whose verification the parent asks to be sent again. */
export const childVerificationInput = z.object({ studentId: id });

// Teacher: a class's roster and its interest/registration requests
export const classRosterInput = z.object({ classID: id });
export const removeStudentInput = z.object({ studentID: id, classID: id });
export const classInterestsInput = z.object({ id });
export const studentByEmailInput = z.object({ email });
export const addStudentInput = z.object({ student: idOf, classInfo: idOf });
export const interestIdInput = z.object({ interestId: id });

export type RegisterClassInput = z.infer<typeof registerClassInput>;
