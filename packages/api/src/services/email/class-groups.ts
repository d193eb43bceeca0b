import { classes, classStudents, familyLinks, users } from '@quanta/db';
import type { ClassGroupInput, ClassGroupWho, Language } from '@quanta/validators';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { classesForAdmin } from '../../policies/email-group';
import { presentClassGroup } from '../../presenters/email';
import { placeValidSql } from '../enrolment/place-validity';
import { containsPattern } from '../like';

/** The stable id an automatic group is recorded under: `class:<class id>:students` or `…:parents`. */
export const classGroupId = (classId: string, who: ClassGroupWho) => `class:${classId}:${who}`;

const names: Record<Language, Record<ClassGroupWho, (className: string) => string>> = {
  en: { students: (c) => `Students of ${c}`, parents: (c) => `Parents of ${c}` },
  zh: { students: (c) => `${c} 的学生`, parents: (c) => `${c} 的家长` },
};

/** An automatic group's name in `lang`, as the picker shows it and the e-mail record keeps it. */
export const classGroupName = (lang: Language, className: string, who: ClassGroupWho) => names[lang][who](className);

/** A roster place that gives access now (`place-validity.ts`), its class joined as `classes`. */
const validPlace = (now: Date) =>
  placeValidSql(
    { expiresAt: classStudents.expiresAt, includeLibrary: classes.includeLibrary, endDate: classes.endDate },
    now,
  );

/** Of the classes, how many students with a valid place each has, and how many linked parents those have. */
async function reachOf(deps: Deps, classIds: string[], now: Date) {
  if (classIds.length === 0) return { students: new Map<string, number>(), parents: new Map<string, number>() };
  const inClasses = and(inArray(classStudents.classId, classIds), validPlace(now));
  const [students, parents] = await Promise.all([
    deps.db
      .select({ classId: classStudents.classId, n: sql<number>`count(*)::int` })
      .from(classStudents)
      .innerJoin(classes, eq(classes.id, classStudents.classId))
      .where(inClasses)
      .groupBy(classStudents.classId),
    deps.db
      .select({ classId: classStudents.classId, n: sql<number>`count(distinct ${familyLinks.parentId})::int` })
      .from(classStudents)
      .innerJoin(classes, eq(classes.id, classStudents.classId))
      .innerJoin(familyLinks, eq(familyLinks.studentId, classStudents.studentId))
      .where(inClasses)
      .groupBy(classStudents.classId),
  ]);
  return {
    students: new Map(students.map((r) => [r.classId, r.n])),
    parents: new Map(parents.map((r) => [r.classId, r.n])),
  };
}

/**
 * The automatic groups on offer, two per class ("Students of", then "Parents of"), by class name, paged
 * by group: page p of size s holds groups (p−1)·s … p·s−1, i.e. the classes around them. Each with the
 * number of people it reaches now (two grouped statements for the page's classes).
 */
export async function listClassGroups(
  deps: Deps,
  input: { keyword: string; page: number; pageSize: number },
  lang: Language,
) {
  const where = input.keyword ? ilike(classes.name, containsPattern(input.keyword)) : undefined;
  const first = (input.page - 1) * input.pageSize;
  const fromClass = Math.floor(first / 2);
  const toClass = Math.ceil((first + input.pageSize) / 2);
  const now = deps.now();
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ id: classes.id, name: classes.name })
      .from(classes)
      .where(where)
      .orderBy(asc(sql`lower(${classes.name})`), asc(classes.id))
      .limit(toClass - fromClass)
      .offset(fromClass),
    deps.db.select({ n: count() }).from(classes).where(where),
  ]);
  const reach = await reachOf(
    deps,
    rows.map((r) => r.id),
    now,
  );
  const groups = rows.flatMap((r) =>
    (['students', 'parents'] as const).map((who) =>
      presentClassGroup({
        _id: classGroupId(r.id, who),
        classId: r.id,
        className: r.name,
        who,
        name: classGroupName(lang, r.name, who),
        count: reach[who].get(r.id) ?? 0,
      }),
    ),
  );
  const skip = first - fromClass * 2;
  return { list: groups.slice(skip, skip + input.pageSize), total: 2 * (total?.n ?? 0) };
}

/** The automatic groups chosen, named for the record in `lang`; 404 for an unknown class. */
export async function classGroupsForSend(deps: Deps, picks: ClassGroupInput[], lang: Language) {
  const found = await classesForAdmin(
    deps.db,
    picks.map((p) => p.classId),
  );
  return picks.map((p) => {
    const name = found.find((c) => c.id === p.classId)?.name ?? '';
    return { _id: classGroupId(p.classId, p.who), name: classGroupName(lang, name, p.who) };
  });
}

/**
 * The addresses of the chosen automatic groups as they stand now: the students of a class with a valid
 * place, and the linked parents of those students; each address once, by address.
 */
export async function classGroupAddresses(deps: Deps, picks: ClassGroupInput[]): Promise<string[]> {
  const now = deps.now();
  const ofWho = (who: ClassGroupWho) => picks.filter((p) => p.who === who).map((p) => p.classId);
  const studentClasses = ofWho('students');
  const parentClasses = ofWho('parents');
  const [students, parents] = await Promise.all([
    studentClasses.length
      ? deps.db
          .selectDistinct({ email: users.email })
          .from(classStudents)
          .innerJoin(classes, eq(classes.id, classStudents.classId))
          .innerJoin(users, eq(users.id, classStudents.studentId))
          .where(and(inArray(classStudents.classId, studentClasses), validPlace(now)))
      : [],
    parentClasses.length
      ? deps.db
          .selectDistinct({ email: users.email })
          .from(classStudents)
          .innerJoin(classes, eq(classes.id, classStudents.classId))
          .innerJoin(familyLinks, eq(familyLinks.studentId, classStudents.studentId))
          .innerJoin(users, eq(users.id, familyLinks.parentId))
          .where(and(inArray(classStudents.classId, parentClasses), validPlace(now)))
      : [],
  ]);
  return [...new Set([...students, ...parents].map((r) => r.email))].sort();
}
