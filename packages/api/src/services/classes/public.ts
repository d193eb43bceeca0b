import { classes, type UserRow, users } from '@quanta/db';
import { classCategories, classStates, type Language } from '@quanta/validators';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { classForReader } from '../../policies/class';
import { type HomeClassRow, presentClass, presentHomeClass } from '../../presenters/class';
import { prepareOnce } from '../../speedups/prepared';
import { col, decode, type Entries, jsonArray, parsed } from '../exercises/json-rows';
import { homeworkOfClass, sourcesOfClass, teacherOf } from './data';

/** Physics, then Math, then any other category by name. */
function categoryRank(category: string): [number, string] {
  const known = classCategories.indexOf(category as (typeof classCategories)[number]);
  return [known === -1 ? classCategories.length : known, category];
}

/** What a home card shows of a class (`presentHomeClass`); the introduction only where the description is empty. */
const cardColumns: Entries = Object.entries({
  id: classes.id,
  name: classes.name,
  image: classes.image,
  category: classes.category,
  description: classes.description,
  startDate: classes.startDate,
  endDate: classes.endDate,
  language: classes.language,
  includeLibrary: classes.includeLibrary,
  orderIndex: classes.orderIndex,
});
const cardExtras = [
  sql`case when ${col(classes.description)} = '' then ${col(classes.introduction)} else '' end`,
  col(users.id),
  col(users.name),
];

/**
 * The home page: published classes of one language (or of every one, `all`), grouped by category, each group by order index then
 * name. One row of one JSON array, a card's columns each (see json-rows): the page everyone opens first
 * reads no column it does not show and maps no row column by column.
 */
export async function homeClasses(deps: Deps, language: Language | 'all') {
  const [found] = await prepareOnce(deps.db, 'home_classes', (db) =>
    db
      .select({
        cards: sql`coalesce(json_agg(${jsonArray(cardColumns, cardExtras)}
          order by ${col(classes.orderIndex)}, ${col(classes.name)}, ${col(classes.id)}), '[]'::json)`,
      })
      .from(classes)
      .innerJoin(users, eq(users.id, classes.teacherId))
      .where(
        and(
          eq(classes.isPublish, classStates.published),
          sql`(${sql.placeholder('language')}::text = 'all' or ${classes.language} = ${sql.placeholder('language')}::text)`,
        ),
      )
      .prepare('home_classes'),
  ).execute({ language });
  const at = cardColumns.length;
  const rows = ((parsed(found?.cards) ?? []) as unknown[][]).map((values) => ({
    row: { ...decode(cardColumns, values), introduction: values[at] as string } as HomeClassRow,
    teacher: { id: values[at + 1] as string, name: values[at + 2] as string },
  }));
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
  return {
    ...presentClass(row, { access, teacher, currency: deps.school.currency, sources, homework }),
    canEdit: !!user && user.id === row.teacherId,
  };
}
