import {
  type ClassInterestRow,
  classes,
  classInterests,
  classStudents,
  type Database,
  type UserRow,
  users,
} from '@quanta/db';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { studentsOfCaller } from '../../policies/child';
import { presentClassInfo, presentMyClass, presentStanding, presentStudent } from '../../presenters/enrolment';
import { prepareOnce } from '../../speedups/prepared';
import { readWithSession, sessionUser, type WithSessionRead } from '../accounts/session-lookups';
import { col, decode, type Entries, jsonArray, parsed } from '../exercises/json-rows';

const classFields = {
  classId: classes.id,
  name: classes.name,
  includeLibrary: classes.includeLibrary,
  endDate: classes.endDate,
};
const myClassFields = { ...classFields, expiresAt: classStudents.expiresAt };
const myClassEntries: Entries = Object.entries(myClassFields);

/**
 * My Classes read in the session's statement (`sessionUser`): the caller's places as one JSON array, in
 * the order `getMyClasses` answers them. One round trip for the whole call.
 */
export const myClassesWithSession = (db: Database) =>
  sessionUser(db, {
    myClasses: sql`(select coalesce(json_agg(${jsonArray(myClassEntries)}
        order by ${col(classStudents.createdAt)} desc, ${col(classes.name)} asc), '[]'::json)
      from ${classStudents} inner join ${classes} on ${col(classes.id)} = ${col(classStudents.classId)}
      where ${col(classStudents.studentId)} = ${col(users.id)})`,
  }).prepare('context_session_my_classes');

/**
 * My Classes: the student's places, newest first, each with the expiry shown and whether it is valid.
 * Other roles land on /myclasses after signing in too; they have no classes of their own and get an
 * empty list. Read with the session when the request did (`myClassesWithSession`), else on its own.
 */
export async function getMyClasses(deps: Deps & WithSessionRead, caller: UserRow) {
  if (caller.role !== 'Student') return { list: [] };
  const withSession = readWithSession(deps, 'myClasses', '');
  const rows = withSession
    ? ((parsed(withSession.myClasses) ?? []) as unknown[][]).map(
        (values) => decode(myClassEntries, values) as Parameters<typeof presentMyClass>[0],
      )
    : await prepareOnce(deps.db, 'my_classes', (db) =>
        db
          .select(myClassFields)
          .from(classStudents)
          .innerJoin(classes, eq(classes.id, classStudents.classId))
          .where(eq(classStudents.studentId, sql.placeholder('studentId')))
          .orderBy(desc(classStudents.createdAt), asc(classes.name))
          .prepare('my_classes'),
      ).execute({ studentId: caller.id });
  const now = deps.now();
  return { list: rows.map((r) => presentMyClass(r, now)) };
}

interface ChildClass {
  terms: { classId: string; name: string; includeLibrary: boolean; endDate: string | null };
  place?: { expiresAt: Date | null };
  request?: ClassInterestRow;
}

/**
 * My Children Class: the parent's children, each with every class they have a place or a request in,
 * its expiry and registration status. Three indexed queries for the whole family.
 */
export async function getChildrenClasses(deps: Deps, caller: UserRow) {
  const children = await studentsOfCaller(deps.db, caller, deps.now());
  const ids = children.map((c) => c.id);
  if (ids.length === 0) return [];
  const [places, requests] = await Promise.all([
    deps.db
      .select({ ...classFields, studentId: classStudents.studentId, expiresAt: classStudents.expiresAt })
      .from(classStudents)
      .innerJoin(classes, eq(classes.id, classStudents.classId))
      .where(inArray(classStudents.studentId, ids)),
    deps.db
      .select({ ...classFields, request: classInterests })
      .from(classInterests)
      .innerJoin(classes, eq(classes.id, classInterests.classId))
      .where(inArray(classInterests.studentId, ids)),
  ]);
  const now = deps.now();
  return children.map((child) => {
    const byClass = new Map<string, ChildClass>();
    for (const p of places) if (p.studentId === child.id) byClass.set(p.classId, { terms: p, place: p });
    for (const r of requests) {
      if (r.request.studentId !== child.id) continue;
      byClass.set(r.classId, { ...(byClass.get(r.classId) ?? { terms: r }), request: r.request });
    }
    const list = [...byClass.values()]
      .sort((a, b) => a.terms.name.localeCompare(b.terms.name))
      .map(({ terms, place, request }) => ({
        classInfo: presentClassInfo(terms),
        ...presentStanding(terms, request, place, now),
      }));
    return { ...presentStudent(child), classes: list };
  });
}
