import type { ClassRow, SourceRow } from '@quanta/db';
import { fromMinorUnits } from '@quanta/validators';
import { z } from 'zod';
import type { ClassAccess } from '../policies/class';
import { plainTextPreview } from '../services/richtext/plain-text';
import { presentSource, sourceShape } from './source';
import { isoOrNull, isoTime } from './time';
import { count, dayOrBlank, instant, named, wire } from './wire';

/** How much text a home page card shows. */
const summaryLength = 280;

/** A class's teacher as every view of it names them. */
const classTeacherShape = wire({ _id: z.string(), name: z.string() });

/** What every view of a class opens with. */
const cardShape = {
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  category: z.string(),
  description: z.string(),
};

/**
 * A class by id: the public page, then what signed-in readers see (price, register link, payment details),
 * then what the owner and admins edit.
 */
export const classShape = wire({
  ...cardShape,
  startDate: dayOrBlank,
  endDate: dayOrBlank,
  language: z.string(),
  introduction: z.string(),
  bulletin: z.string(),
  includeLibrary: z.boolean(),
  user: classTeacherShape,
  price: z.number().optional(),
  /** The school's currency (ISO code, lower case), which `price` is in. */
  currency: z.string().optional(),
  /** Lessons in one package the class sells (0: none) and a package's price, written as `price`. */
  lessonPackageSize: z.number().int().optional(),
  lessonPackagePrice: z.number().optional(),
  registerLink: z.string().optional(),
  paymentInfo: z.string().optional(),
  source: z.array(sourceShape).optional(),
  autoPublish: z.boolean().optional(),
  autoPublishAccuracy: z.number().int().optional(),
  isPublish: z.number().int().optional(),
  orderIndex: z.number().int().optional(),
  homeworkList: z
    .array(wire({ name: z.string(), hwID: wire({ _id: z.string(), dueDate: instant.nullable() }) }))
    .optional(),
  createdAt: instant.optional(),
  updatedAt: instant.optional(),
});

/** A class's page or edit form: the class as its reader may see it, and whether they may edit it. */
export const classPageShape = named('Class', wire({ ...classShape.shape, canEdit: z.boolean() }));

/** A card of the home page. */
export const homeClassShape = named(
  'HomeClass',
  wire({
    ...cardShape,
    summary: z.string(),
    startDate: dayOrBlank,
    endDate: dayOrBlank,
    language: z.string(),
    includeLibrary: z.boolean(),
    orderIndex: z.number().int(),
    user: classTeacherShape,
  }),
);

/** A row of the teacher's class list. */
export const teacherClassShape = named(
  'TeacherClass',
  wire({
    _id: z.string(),
    name: z.string(),
    price: z.number(),
    /** The school's currency (ISO code, lower case), which `price` is in. */
    currency: z.string(),
    image: z.string(),
    category: z.string(),
    startDate: dayOrBlank,
    endDate: dayOrBlank,
    language: z.string(),
    includeLibrary: z.boolean(),
    isPublish: z.number().int(),
    orderIndex: count,
    createdAt: instant,
  }),
);

/** A row of the admin's audit list. */
export const auditClassShape = named(
  'AuditClass',
  wire({
    _id: z.string(),
    name: z.string(),
    orderIndex: z.number().int(),
    category: z.string(),
    /** One month's price, in `currency` (the school's ISO code, lower case). */
    price: z.number(),
    currency: z.string(),
    startDate: dayOrBlank,
    endDate: dayOrBlank,
    language: z.string(),
    isPublish: z.number().int(),
    user: classTeacherShape,
  }),
);

export interface ClassTeacher {
  id: string;
  name: string;
}

export interface ClassHomeworkEntry {
  name: string;
  homeworkId: string;
  dueDate: Date | null;
}

const day = (value: string | null) => value ?? '';
const teacherOf = (t: ClassTeacher) => ({ _id: t.id, name: t.name });

function memberFields(row: ClassRow, currency: string) {
  return {
    price: fromMinorUnits(row.priceMinor, currency),
    currency,
    lessonPackageSize: row.lessonPackageSize,
    lessonPackagePrice: fromMinorUnits(row.lessonPackagePriceMinor, currency),
    registerLink: row.registerLink,
    paymentInfo: row.paymentInfo,
  };
}

function managerFields(row: ClassRow, sources: SourceRow[], homework: ClassHomeworkEntry[]) {
  return {
    source: sources.map(presentSource),
    autoPublish: row.autoPublish,
    autoPublishAccuracy: row.autoPublishAccuracy,
    isPublish: row.isPublish,
    orderIndex: row.orderIndex,
    homeworkList: homework.map((h) => ({
      name: h.name,
      hwID: { _id: h.homeworkId, dueDate: isoOrNull(h.dueDate) },
    })),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

/** A class by id; the fields after the public ones are present only for callers who may see them. */
export type ClassView = z.infer<typeof classShape>;

/** What every view of a class opens with: its id, name, picture, category and description. */
const cardFields = (row: Pick<ClassRow, 'id' | 'name' | 'image' | 'category' | 'description'>) => ({
  _id: row.id,
  name: row.name,
  image: row.image,
  category: row.category,
  description: row.description,
});

function publicFields(row: ClassRow, teacher: ClassTeacher) {
  return {
    ...cardFields(row),
    startDate: day(row.startDate),
    endDate: day(row.endDate),
    language: row.language,
    introduction: row.introduction,
    bulletin: row.bulletin,
    includeLibrary: row.includeLibrary,
    user: teacherOf(teacher),
  };
}

/**
 * A class by id, as much of it as the caller may see: visitors get the public page (no price, register
 * link or payment details); signed-in readers get those too; the owner and admins get everything the
 * edit form needs.
 */
export function presentClass(
  row: ClassRow,
  o: {
    access: ClassAccess;
    teacher: ClassTeacher;
    currency: string;
    sources?: SourceRow[];
    homework?: ClassHomeworkEntry[];
  },
): ClassView {
  return {
    ...publicFields(row, o.teacher),
    ...(o.access === 'visitor' ? {} : memberFields(row, o.currency)),
    ...(o.access === 'manager' ? managerFields(row, o.sources ?? [], o.homework ?? []) : {}),
  };
}

/** What a home card is made of. */
export type HomeClassRow = Pick<
  ClassRow,
  | 'id'
  | 'name'
  | 'image'
  | 'category'
  | 'description'
  | 'introduction'
  | 'startDate'
  | 'endDate'
  | 'language'
  | 'includeLibrary'
  | 'orderIndex'
>;

/** A card of the home page: what a visitor may see, without the long rich fields. */
export function presentHomeClass(row: HomeClassRow, teacher: ClassTeacher): z.infer<typeof homeClassShape> {
  return {
    ...cardFields(row),
    /** The card's text: the description, or when there is none the start of the introduction. */
    summary: plainTextPreview(row.description || row.introduction, summaryLength),
    startDate: day(row.startDate),
    endDate: day(row.endDate),
    language: row.language,
    includeLibrary: row.includeLibrary,
    orderIndex: row.orderIndex,
    user: teacherOf(teacher),
  };
}

/** A row of the teacher's class list. */
export function presentTeacherClass(row: ClassRow, currency: string): z.infer<typeof teacherClassShape> {
  return {
    _id: row.id,
    name: row.name,
    price: fromMinorUnits(row.priceMinor, currency),
    currency,
    image: row.image,
    category: row.category,
    startDate: day(row.startDate),
    endDate: day(row.endDate),
    language: row.language,
    includeLibrary: row.includeLibrary,
    isPublish: row.isPublish,
    orderIndex: row.orderIndex,
    createdAt: isoTime(row.createdAt),
  };
}

/** A row of the admin's audit list. */
export function presentAuditClass(
  row: ClassRow,
  teacher: ClassTeacher,
  currency: string,
): z.infer<typeof auditClassShape> {
  return {
    _id: row.id,
    name: row.name,
    orderIndex: row.orderIndex,
    category: row.category,
    price: fromMinorUnits(row.priceMinor, currency),
    currency,
    startDate: day(row.startDate),
    endDate: day(row.endDate),
    language: row.language,
    isPublish: row.isPublish,
    user: teacherOf(teacher),
  };
}
