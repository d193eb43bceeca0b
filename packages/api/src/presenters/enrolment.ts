import { fromMinorUnits, messages } from '@quanta/validators';
import { z } from 'zod';
import type { EnrolmentClass } from '../services/enrolment/classes';
import { isPlaceValidAt } from '../services/enrolment/place-validity';
import { type ClassTerms, shownExpiry, standingActions, statusOf } from '../services/enrolment/rules';
import { isoOrNull, isoTime } from './time';
import { personShape, presentPerson } from './user';
import { instant, named, wire } from './wire';

/** A request's status text key, and its English text ('' without a request). */
const statusFields = {
  status: z.enum(['statusRegistered', 'statusPendingPayment', 'statusInterested']).nullable(),
  statusText: z.string(),
};

/** A student's standing in one class (`presentStanding`). */
const standingFields = {
  interested: z.boolean(),
  paid: z.boolean(),
  registered: z.boolean(),
  durationType: z.number().int(),
  ...statusFields,
  inClass: z.boolean(),
  expirationDate: instant.nullable(),
  isValid: z.boolean(),
  can: wire({
    register: z.enum(['register', 'renew', 'changeDuration']).nullable(),
    pay: z.boolean(),
    enrolled: z.boolean(),
  }),
};

/** A student's standing in one class: request flags and status, place and validity, and what they may do. */
export const standingShape = named('Standing', wire(standingFields));

/** A student as enrolment lists them: `_id`, name, e-mail. */
export const studentShape = personShape;

/** A student's parent as the Class Register screen shows them. */
export const parentShape = named('Parent', wire({ name: z.string(), email: z.string(), phone: z.string() }));

/** The class as the Class Register screen shows it. */
export const registerClassShape = named(
  'RegisterClass',
  wire({
    _id: z.string(),
    name: z.string(),
    price: z.number(),
    /** The school's currency (ISO code, lower case), which the prices are in. */
    currency: z.string(),
    /** Whether the school takes payment online (Pay online beside MAKE PAYMENT). */
    onlinePayment: z.boolean(),
    /** Lessons in one package (0: the class sells none) and a package's price, written as `price`. */
    lessonPackageSize: z.number().int(),
    lessonPackagePrice: z.number(),
    image: z.string(),
    category: z.string(),
    language: z.string(),
    startDate: z.iso.date().nullable(),
    endDate: z.iso.date().nullable(),
    includeLibrary: z.boolean(),
    paymentInfo: z.string(),
    teacher: wire({ _id: z.string(), name: z.string() }),
  }),
);

/** A class as My Classes and a parent's children list name it. */
export const classInfoShape = named(
  'ClassInfo',
  wire({
    name: z.string(),
    classID: wire({ _id: z.string(), includeLibrary: z.boolean(), endDate: z.iso.date().nullable() }),
  }),
);

/** A My-class entry: the class, the expiry shown, and whether the place is valid now. */
export const myClassShape = named(
  'MyClass',
  wire({ classInfo: classInfoShape, expirationDate: instant.nullable(), isValid: z.boolean() }),
);

/** My Classes: the student's places, newest first (empty for other roles). */
export const myClassListShape = named('MyClassList', wire({ list: z.array(myClassShape) }));

/** An interest/registration request as the teacher's interest list shows it. */
export const interestShape = named(
  'Interest',
  wire({
    _id: z.string(),
    student: studentShape,
    durationType: z.number().int(),
    interested: z.boolean(),
    registered: z.boolean(),
    paid: z.boolean(),
    expirationDate: instant.nullable(),
    ...statusFields,
    createdAt: instant,
    updatedAt: instant,
  }),
);

/** A row of a class's roster on the teacher's Add students screen. */
export const rosterEntryShape = named(
  'RosterEntry',
  wire({
    student: wire({ ID: z.string(), name: z.string(), email: z.string() }),
    parent: parentShape.nullable(),
    classInfo: wire({
      name: z.string(),
      teacher: wire({ _id: z.string(), name: z.string() }),
      image: z.string(),
      price: z.number(),
      classID: z.string(),
    }),
    expirationDate: instant.nullable(),
    isValid: z.boolean(),
    /** The student's extra time in the class's exams, percent of each exam's duration (0: none). */
    extraTimePercent: z.number().int(),
  }),
);

/** What setting a student's extra time answers: the message and the place's extra time as stored. */
export const accommodationShape = named(
  'Accommodation',
  wire({
    message: z.literal(messages.accommodationSaved),
    classId: z.string(),
    studentId: z.string(),
    extraTimePercent: z.number().int(),
  }),
);

/** A child of the parent with every class they have a place or a request in (My Children Class). */
export const childClassesShape = named(
  'ChildClasses',
  wire({
    ...personShape.shape,
    classes: z.array(wire({ classInfo: classInfoShape, ...standingFields })),
  }),
);

/** The Class Register screen: the parent's contact, the student, each student's standing, and the class. */
export const classRegisterShape = named(
  'ClassRegister',
  wire({
    parentInfo: parentShape.nullable(),
    studentInfo: studentShape.nullable(),
    students: z.array(wire({ ...personShape.shape, ...standingFields })),
    classInfo: registerClassShape,
    interested: z.boolean(),
    paid: z.boolean(),
    registered: z.boolean(),
  }),
);

/** What registering an interest answers: the message, the request's id, and the student's new standing. */
export const interestRegisteredShape = named(
  'InterestRegistered',
  wire({ message: z.literal(messages.interestSuccess), _id: z.string(), ...standingFields }),
);

/**
 * A child of the parent's family sign-up not linked yet: the link is made once they verify their e-mail
 * (`verified`: they did, and accept the link in their profile).
 */
export const waitingChildShape = named('WaitingChild', wire({ ...personShape.shape, verified: z.boolean() }));

/** What asking for a child's verification again answers. */
export const childVerificationSentShape = named(
  'ChildVerificationSent',
  wire({ message: z.literal(messages.childVerificationSent), _id: z.string() }),
);

/** What MAKE PAYMENT answers; `mailed` says whether this call queued the teacher's notice. */
export const paymentSentShape = named(
  'PaymentSent',
  wire({ message: z.literal(messages.paymentMailSent), _id: z.string(), paid: z.boolean(), mailed: z.boolean() }),
);

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
): z.infer<typeof standingShape> {
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

export const presentParent = (
  p: { name: string; email: string; phone: string } | null | undefined,
): z.infer<typeof parentShape> | null => (p ? { name: p.name, email: p.email, phone: p.phone } : null);

/** The class as the Class Register screen shows it (price and payment info need sign-in). */
export const presentRegisterClass = (
  c: EnrolmentClass,
  currency: string,
  onlinePayment: boolean,
): z.infer<typeof registerClassShape> => ({
  _id: c.id,
  name: c.name,
  price: fromMinorUnits(c.priceMinor, currency),
  currency,
  onlinePayment,
  lessonPackageSize: c.lessonPackageSize,
  lessonPackagePrice: fromMinorUnits(c.lessonPackagePriceMinor, currency),
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
}): z.infer<typeof classInfoShape> => ({
  name: c.name,
  classID: { _id: c.classId, includeLibrary: c.includeLibrary, endDate: c.endDate },
});

/** §3 My-class entry: `classInfo`, expiry shown, validity. */
export function presentMyClass(
  row: { classId: string; name: string; includeLibrary: boolean; endDate: string | null; expiresAt: Date | null },
  now: Date,
): z.infer<typeof myClassShape> {
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
): z.infer<typeof interestShape> {
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
    extraTimePercent: number;
  },
  cls: ClassTerms & { id: string; name: string; image: string; priceMinor: number },
  currency: string,
  teacher: { id: string; name: string },
  now: Date,
): z.infer<typeof rosterEntryShape> {
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
      price: fromMinorUnits(cls.priceMinor, currency),
      classID: cls.id,
    },
    /** The registration's own expiry, as on the interest list; `isValid` applies the class's end date. */
    expirationDate: isoOrNull(row.expiresAt),
    isValid: isPlaceValidAt({ ...cls, expiresAt: row.expiresAt }, now),
    extraTimePercent: row.extraTimePercent,
  };
}

/** A student's extra time in a class's exams as set: `{message, classId, studentId, extraTimePercent}`. */
export const presentAccommodation = (place: {
  classId: string;
  studentId: string;
  extraTimePercent: number;
}): z.infer<typeof accommodationShape> => ({
  message: messages.accommodationSaved,
  classId: place.classId,
  studentId: place.studentId,
  extraTimePercent: place.extraTimePercent,
});
