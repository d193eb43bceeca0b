import {
  chapters,
  type DbOrTx,
  libraries,
  questions,
  resourceSettingNodes,
  resourceSettingSources,
  resourceSettings,
  sections,
  sources,
  type UserRow,
} from '@quanta/db';
import {
  difficultyLevels,
  type Language,
  type ResourceDifficulty,
  type ResourceLanguage,
  type ResourceNode,
  type UpdateUserSettingInput,
} from '@quanta/validators';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { Permission } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { requireResourceStudent } from '../../policies/resources';
import { presentSourceName } from '../../presenters/source';
import { checkChosenSources } from '../sources/choice';

/** A student's stored setting: the chosen nodes, sources and difficulty. */
export interface StudentSetting {
  nodes: ResourceNode[];
  sourceIds: string[];
  difficulty: ResourceDifficulty;
  language: ResourceLanguage;
  skip: number;
}

export async function loadSetting(db: DbOrTx, studentId: string): Promise<StudentSetting> {
  const [head, nodes, chosen] = await Promise.all([
    db.select().from(resourceSettings).where(eq(resourceSettings.studentId, studentId)).limit(1),
    db
      .select({
        libraryId: resourceSettingNodes.libraryId,
        chapterId: resourceSettingNodes.chapterId,
        sectionId: resourceSettingNodes.sectionId,
      })
      .from(resourceSettingNodes)
      .where(eq(resourceSettingNodes.studentId, studentId))
      .orderBy(asc(resourceSettingNodes.position)),
    db
      .select({ id: resourceSettingSources.sourceId })
      .from(resourceSettingSources)
      .where(eq(resourceSettingSources.studentId, studentId)),
  ]);
  return {
    nodes,
    sourceIds: chosen.map((s) => s.id),
    difficulty: (head[0]?.difficulty ?? 'all') as ResourceDifficulty,
    language: (head[0]?.language ?? 'interface') as ResourceLanguage,
    skip: head[0]?.skip ?? 0,
  };
}

/**
 * The questions a setting practises, as a condition on `questions`: in a chosen node (its most specific
 * id) of a library that is not expired, from a chosen source, at the chosen difficulty and, given the
 * interface's language `lang`, in the setting's language (the interface's unless the student chose
 * another, or all). Null when the setting names no node or no source (nothing to practise).
 */
export function settingFilter(setting: StudentSetting, lang?: Language): SQL | null {
  if (setting.nodes.length === 0 || setting.sourceIds.length === 0) return null;
  const sectionIds = setting.nodes.flatMap((n) => (n.sectionId ? [n.sectionId] : []));
  const chapterIds = setting.nodes.flatMap((n) => (!n.sectionId && n.chapterId ? [n.chapterId] : []));
  const libraryIds = setting.nodes.flatMap((n) => (!n.sectionId && !n.chapterId ? [n.libraryId] : []));
  const nodes = or(
    sectionIds.length ? inArray(questions.sectionId, sectionIds) : undefined,
    chapterIds.length ? inArray(questions.chapterId, chapterIds) : undefined,
    libraryIds.length ? inArray(questions.libraryId, libraryIds) : undefined,
  ) as SQL;
  const openLibrary = sql`exists (select 1 from ${libraries} where ${libraries.id} = ${questions.libraryId} and not ${libraries.expired})`;
  return and(
    nodes,
    openLibrary,
    inArray(questions.sourceId, setting.sourceIds),
    inArray(questions.difficulty, difficultyLevels(setting.difficulty)),
    lang ? languageFilter(setting.language, lang) : undefined,
  ) as SQL;
}

/** The setting's language as a condition: none for 'all', else the chosen language or the interface's. */
function languageFilter(language: ResourceLanguage, lang: Language): SQL | undefined {
  if (language === 'all') return undefined;
  return eq(questions.language, language === 'interface' ? lang : language);
}

/** How many questions a setting practises, counted in the database (at most `cap` when given). */
export async function countMatching(db: DbOrTx, filter: SQL | null, cap?: number): Promise<number> {
  if (!filter) return 0;
  const inner = db.select({ one: sql`1` }).from(questions).where(filter);
  // Capped, in the index's order, so the count walks the node's index and stops at the cap.
  const limited = cap === undefined ? inner : inner.orderBy(asc(questions.createdAt)).limit(cap);
  const [row] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(limited.as('m'));
  return row?.n ?? 0;
}

/** The setting as the spec's User setting: libraries, sources {_id, name}, difficulty, isClassroomStudent, skip. */
export async function getUserSetting(deps: Deps, me: UserRow) {
  await requireResourceStudent(deps.db, me, deps.now());
  const setting = await loadSetting(deps.db, me.id);
  const named = setting.sourceIds.length
    ? await deps.db
        .select({ id: sources.id, name: sources.name })
        .from(sources)
        .where(inArray(sources.id, setting.sourceIds))
        .orderBy(sql`lower(${sources.name})`)
    : [];
  return {
    libraries: setting.nodes,
    sources: named.map(presentSourceName),
    difficulty: setting.difficulty,
    language: setting.language,
    isClassroomStudent: false,
    skip: setting.skip,
  };
}

/** Each node must lie in an open library, its chapter in that library and its section in that chapter (404). */
async function checkNodes(db: DbOrTx, nodes: ResourceNode[]) {
  const libraryIds = [...new Set(nodes.map((n) => n.libraryId))];
  const open = await db
    .select({ id: libraries.id })
    .from(libraries)
    .where(and(inArray(libraries.id, libraryIds), eq(libraries.expired, false)));
  if (open.length !== libraryIds.length) throw fail.notFound('libraryNotFound');
  const chapterIds = [...new Set(nodes.flatMap((n) => (n.chapterId ? [n.chapterId] : [])))];
  const chapterRows = chapterIds.length
    ? await db
        .select({ id: chapters.id, libraryId: chapters.libraryId })
        .from(chapters)
        .where(inArray(chapters.id, chapterIds))
    : [];
  const chapterLibrary = new Map(chapterRows.map((c) => [c.id, c.libraryId]));
  const sectionIds = [...new Set(nodes.flatMap((n) => (n.sectionId ? [n.sectionId] : [])))];
  const sectionRows = sectionIds.length
    ? await db
        .select({ id: sections.id, chapterId: sections.chapterId, libraryId: chapters.libraryId })
        .from(sections)
        .innerJoin(chapters, eq(chapters.id, sections.chapterId))
        .where(inArray(sections.id, sectionIds))
    : [];
  const sectionOf = new Map(sectionRows.map((s) => [s.id, s]));
  for (const n of nodes) {
    if (n.chapterId && chapterLibrary.get(n.chapterId) !== n.libraryId) throw fail.notFound('chapterNotFound');
    if (n.sectionId) {
      const s = sectionOf.get(n.sectionId);
      if (!s || s.libraryId !== n.libraryId || (n.chapterId && s.chapterId !== n.chapterId)) {
        throw fail.notFound('sectionNotFound');
      }
    }
  }
}

/**
 * Saves the setting and answers how many questions it practises (§5 'Please select library', 'Please
 * select source' for empty lists); the answer is the database's count (in the interface's language `lang`
 * when the setting follows it), which the screen words as §8 says.
 */
export async function updateUserSetting(deps: Deps, me: UserRow, input: UpdateUserSettingInput, lang: Language) {
  await requireResourceStudent(deps.db, me, deps.now());
  if (input.libraries.length === 0) throw fail.badRequest('selectLibrary');
  if (input.sources.length === 0) throw fail.badRequest('selectSource');
  const nodes = dedupeNodes(input.libraries);
  await checkNodes(deps.db, nodes);
  await checkChosenSources(deps.db, me, Permission.SourcePick, input.sources, deps.now());
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(resourceSettings)
      .values({ studentId: me.id, difficulty: input.difficulty, language: input.language, updatedAt: deps.now() })
      .onConflictDoUpdate({
        target: resourceSettings.studentId,
        set: { difficulty: input.difficulty, language: input.language, updatedAt: deps.now() },
      });
    await tx.delete(resourceSettingNodes).where(eq(resourceSettingNodes.studentId, me.id));
    await tx.insert(resourceSettingNodes).values(nodes.map((n, position) => ({ ...n, studentId: me.id, position })));
    await tx.delete(resourceSettingSources).where(eq(resourceSettingSources.studentId, me.id));
    await tx.insert(resourceSettingSources).values(input.sources.map((sourceId) => ({ studentId: me.id, sourceId })));
  });
  return countMatching(deps.db, settingFilter(await loadSetting(deps.db, me.id), lang));
}

function dedupeNodes(nodes: ResourceNode[]): ResourceNode[] {
  const seen = new Set<string>();
  return nodes.filter((n) => {
    const key = `${n.libraryId}/${n.chapterId ?? ''}/${n.sectionId ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
