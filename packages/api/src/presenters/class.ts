import type { ClassRow, SourceRow } from '@quanta/db';
import type { ClassAccess } from '../policies/class';
import { plainTextPreview } from '../services/richtext/plain-text';
import { presentSource } from './source';
import { isoOrNull, isoTime } from './time';

/** How much text a home page card shows. */
const summaryLength = 280;

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

function memberFields(row: ClassRow) {
  return { price: row.price, registerLink: row.registerLink, paymentInfo: row.paymentInfo };
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
export type ClassView = ReturnType<typeof publicFields> &
  Partial<ReturnType<typeof memberFields>> &
  Partial<ReturnType<typeof managerFields>>;

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
  o: { access: ClassAccess; teacher: ClassTeacher; sources?: SourceRow[]; homework?: ClassHomeworkEntry[] },
): ClassView {
  return {
    ...publicFields(row, o.teacher),
    ...(o.access === 'visitor' ? {} : memberFields(row)),
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
export function presentHomeClass(row: HomeClassRow, teacher: ClassTeacher) {
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
export function presentTeacherClass(row: ClassRow) {
  return {
    _id: row.id,
    name: row.name,
    price: row.price,
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
export function presentAuditClass(row: ClassRow, teacher: ClassTeacher) {
  return {
    _id: row.id,
    name: row.name,
    orderIndex: row.orderIndex,
    category: row.category,
    startDate: day(row.startDate),
    endDate: day(row.endDate),
    language: row.language,
    isPublish: row.isPublish,
    user: teacherOf(teacher),
  };
}
