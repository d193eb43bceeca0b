import { classes, type UserRow, users } from '@quanta/db';
import { classCategories, classStates, type Language } from '@quanta/validators';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { classForReader } from '../../policies/class';
import { presentClass, presentHomeClass } from '../../presenters/class';
import { prepareOnce } from '../exercises/prepared';
import { homeworkOfClass, sourcesOfClass, teacherOf } from './data';

/** Physics, then Math, then any other category by name. */
function categoryRank(category: string): [number, string] {
  const known = classCategories.indexOf(category as (typeof classCategories)[number]);
  return [known === -1 ? classCategories.length : known, category];
}

/** The home page: published classes of one language, grouped by category, each group by order index then name. */
export async function homeClasses(deps: Deps, language: Language) {
  const rows = await prepareOnce(deps.db, 'home_classes', (db) =>
    db
      .select({ row: classes, teacher: { id: users.id, name: users.name } })
      .from(classes)
      .innerJoin(users, eq(users.id, classes.teacherId))
      .where(and(eq(classes.isPublish, classStates.published), eq(classes.language, sql.placeholder('language'))))
      .orderBy(asc(classes.orderIndex), asc(classes.name), asc(classes.id))
      .prepare('home_classes'),
  ).execute({ language });
  const groups = new Map<string, ReturnType<typeof presentHomeClass>[]>();
  for (const { row, teacher } of rows) {
    const group = groups.get(row.category) ?? [];
    group.push(presentHomeClass(row, teacher));
    groups.set(row.category, group);
  }
  const list = [...groups.entries()]
    .sort(([a], [b]) => {
      const [ra, na] = categoryRank(a);
      const [rb, nb] = categoryRank(b);
      return ra - rb || na.localeCompare(nb);
    })
    .map(([category, list]) => ({ category, classes: list }));
  return { list };
}

/** A class by id for whoever asks, cut to what they may see (see `classForReader`, `presentClass`). */
export async function classById(deps: Deps, user: UserRow | null, id: string) {
  const { row, access } = await classForReader(deps.db, user, id);
  const [teacher, sources, homework] = await Promise.all([
    teacherOf(deps.db, row),
    access === 'manager' ? sourcesOfClass(deps.db, row.id) : [],
    access === 'manager' ? homeworkOfClass(deps.db, row.id) : [],
  ]);
  return { ...presentClass(row, { access, teacher, sources, homework }), canEdit: !!user && user.id === row.teacherId };
}
