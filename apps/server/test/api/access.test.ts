import { checkAccess, Permission } from '@quanta/api';
import { users } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSource } from '../support/factories/classes';
import { buildHomework } from '../support/factories/homework';
import { useTestApp } from '../support/fixture';
import { buildWorld, type World } from '../support/walk/world';

describe('the access layer: the ids each caller reaches, per permission', () => {
  const t = useTestApp();
  let world: World;
  const NOW = new Date('2026-04-01T09:00:00Z');
  beforeAll(async () => {
    world = await buildWorld(t);
  });

  /** The user a token of the world signs in. */
  async function userOf(token: string | undefined) {
    const claims = await t.app.deps.tokens.verify(token!);
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, claims!.userId));
    return row!;
  }
  const reach = async (token: string | undefined, permission: Permission, id: string) =>
    (await checkAccess(t.app.deps.db, await userOf(token), permission, [id, world.ids.unknown], NOW)).has(id);

  it('answers each permission for the owners and refuses everyone else', async () => {
    const { ids, tokens } = world;
    const family = [world.ownStudentToken, world.ownParentToken];
    const strangers = [tokens.student, tokens.parent, tokens.teacher];
    const anotherTeacher = tokens['another teacher'];
    const cases: [Permission, string, (string | undefined)[], (string | undefined)[]][] = [
      [Permission.StudentActFor, ids.student, family, [...strangers, tokens.admin]],
      [Permission.StudentTeach, ids.student, [tokens.teacher], [anotherTeacher, tokens.admin, tokens.parent]],
      [Permission.ClassOwn, ids.class, [tokens.teacher], [anotherTeacher, tokens.admin, world.ownStudentToken]],
      [Permission.ClassFamilyRead, ids.class, family, strangers],
      [Permission.HomeworkRead, ids.homework, [tokens.teacher, tokens.admin], [anotherTeacher, world.ownStudentToken]],
      [Permission.HomeworkQuestionsRead, ids.homework, family, strangers],
      [
        Permission.SourcePick,
        ids.source,
        [tokens.teacher, tokens.admin, ...family],
        [anotherTeacher, tokens.student, tokens.parent],
      ],
      [Permission.SourceOwn, ids.source, [tokens.teacher], [anotherTeacher, tokens.admin, ...family]],
    ];
    for (const [permission, id, allowed, refused] of cases) {
      for (const token of allowed) expect(await reach(token, permission, id), `${permission} allowed`).toBe(true);
      for (const token of refused) expect(await reach(token, permission, id), `${permission} refused`).toBe(false);
    }
  });

  it('a teacher’s own records never widen their reach to another teacher’s', async () => {
    const another = await userOf(world.tokens['another teacher']);
    await buildHomework(t, another);
    await buildSource(t, another);
    const db = t.app.deps.db;
    expect((await checkAccess(db, another, Permission.HomeworkRead, [world.ids.homework], NOW)).size).toBe(0);
    expect((await checkAccess(db, another, Permission.SourcePick, [world.ids.source], NOW)).size).toBe(0);
  });
});
