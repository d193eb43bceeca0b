import { messages } from '@quanta/validators';
import type { EnrolmentClass } from '../services/enrolment/classes';
import { isPlaceValidAt } from '../services/enrolment/place-validity';
import { type ClassTerms, shownExpiry, standingActions, statusOf } from '../services/enrolment/rules';
import { isoOrNull, isoTime } from './time';
import { presentPerson } from './user';

export interface RequestFlags {
  interested: boolean;
  paid: boolean;
  registered: boolean;
  durationType: number;
}

const noRequest: RequestFlags = { interested: false, paid: false, registered: false, durationType: 1 };

/**
 * A student's standing in one class: the open request's flags with its status text key (and English
 * text), the place on the roster (`inClass`) with the expiry shown and whether it is valid now, and what
 * the student may do about it (`can`: register, renew or change the duration, pay; shown as enrolled).
 */
export function presentStanding(
  terms: ClassTerms,
  request: RequestFlags | undefined,
  place: { expiresAt: Date | null } | undefined,
  now: Date,
) {
  const flags = request ?? noRequest;
  const status = statusOf(flags);
  const standing = {
    interested: flags.interested,
    paid: flags.paid,
    registered: flags.registered,
    durationType: flags.durationType,
    status,
    statusText: status ? messages[status] : '',
    inClass: !!place,
    expirationDate: place ? isoOrNull(shownExpiry(terms, place.expiresAt)) : null,
    isValid: !!place && isPlaceValidAt({ ...terms, expiresAt: place.expiresAt }, now),
  };
  return { ...standing, can: standingActions(standing, terms.includeLibrary) };
}

export const presentStudent = presentPerson;

export const presentParent = (p: { name: string; email: string; phone: string } | null | undefined) =>
  p ? { name: p.name, email: p.email, phone: p.phone } : null;

/** The class as the Class Register screen shows it (price and payment info need sign-in). */
export const presentRegisterClass = (c: EnrolmentClass) => ({
  _id: c.id,
  name: c.name,
  price: c.price,
  image: c.image,
  category: c.category,
  language: c.language,
  startDate: c.startDate,
  endDate: c.endDate,
  includeLibrary: c.includeLibrary,
  paymentInfo: c.paymentInfo,
  teacher: { _id: c.teacherId, name: c.teacherName },
});

/** A class as My Classes and a parent's children list name it: `{name, classID {_id, includeLibrary, endDate}}`. */
export const presentClassInfo = (c: {
  classId: string;
  name: string;
  includeLibrary: boolean;
  endDate: string | null;
}) => ({
  name: c.name,
  classID: { _id: c.classId, includeLibrary: c.includeLibrary, endDate: c.endDate },
});

/** §3 My-class entry: `classInfo`, expiry shown, validity. */
export function presentMyClass(
  row: { classId: string; name: string; includeLibrary: boolean; endDate: string | null; expiresAt: Date | null },
  now: Date,
) {
  return {
    classInfo: presentClassInfo(row),
    expirationDate: isoOrNull(shownExpiry(row, row.expiresAt)),
    isValid: isPlaceValidAt(row, now),
  };
}

/** §3 Interest/registration request as the teacher's interest list shows it. */
export function presentInterest(
  row: RequestFlags & { id: string; expiresAt: Date | null; createdAt: Date; updatedAt: Date },
  student: { id: string; name: string; email: string },
) {
  const status = statusOf(row);
  return {
    _id: row.id,
    student: presentStudent(student),
    durationType: row.durationType,
    interested: row.interested,
    registered: row.registered,
    paid: row.paid,
    expirationDate: isoOrNull(row.expiresAt),
    status,
    statusText: status ? messages[status] : '',
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

/** §3 Class student entry: a row of the roster on the teacher's Add students screen. */
export function presentRosterEntry(
  row: {
    studentId: string;
    name: string;
    email: string;
    parentName: string | null;
    parentEmail: string | null;
    parentPhone: string | null;
    expiresAt: Date | null;
  },
  cls: ClassTerms & { id: string; name: string; image: string; price: number },
  teacher: { id: string; name: string },
  now: Date,
) {
  return {
    student: { ID: row.studentId, name: row.name, email: row.email },
    parent:
      row.parentEmail === null
        ? null
        : { name: row.parentName ?? '', email: row.parentEmail, phone: row.parentPhone ?? '' },
    classInfo: {
      name: cls.name,
      teacher: { _id: teacher.id, name: teacher.name },
      image: cls.image,
      price: cls.price,
      classID: cls.id,
    },
    /** The registration's own expiry, as on the interest list; `isValid` applies the class's end date. */
    expirationDate: isoOrNull(row.expiresAt),
    isValid: isPlaceValidAt({ ...cls, expiresAt: row.expiresAt }, now),
  };
}
