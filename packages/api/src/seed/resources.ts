import {
  classes,
  classSources,
  classStudents,
  type DbOrTx,
  libraries,
  questions,
  resourceCards,
  resourceRecords,
  resourceReports,
  resourceSettingNodes,
  resourceSettingSources,
  resourceSettings,
  siteSettings,
  users,
} from '@quanta/db';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { nextCard, type Outcome, type StoredCard } from '../services/resources/schedule';

const DAY_MS = 24 * 60 * 60 * 1000;

const help = `<h2>How Resources work</h2>
<p>Choose libraries, chapters or sections and your class's sources in <strong>SETTINGS</strong>, then press <strong>PLAY</strong>. New questions come first; a question you missed comes back a day later, and again at growing intervals until you know it.</p>
<p>在<strong>设置</strong>中选择题库、章节或小节以及课程的来源，然后点击<strong>练习</strong>。新题优先出现；答错的题一天后会再次出现，之后间隔逐渐变长，直到您掌握为止。</p>`;

/** Each practised question's answers, oldest first. */
const stories: Outcome[][] = [
  ['correct', 'correct', 'correct'], // mastered
  ['wrong', 'correct', 'correct'], // proficient after a miss
  ['correct'], // familiar
  ['gaveUp'], // given up: attempted, due for review again
  ['wrong'], // a due review
  ['correct', 'wrong'], // lapsed
  ['correct', 'correct'], // proficient
];

/**
 * The Resources of the demo school: the help text and Max Resources; Amy (registered in the class with
 * the library) with a setting over her class's sources and a practice history in every state (right,
 * wrong, given up, due for review, mastered), and one open bug report on a question.
 */
export async function seedResources(db: DbOrTx, now: Date) {
  await db
    .insert(siteSettings)
    .values([
      { key: 'resourceHelpContent', value: help, updatedAt: now },
      { key: 'resourceMaxQuestions', value: 30, updatedAt: now },
    ])
    .onConflictDoNothing();
  const [amy] = await db
    .select({ id: classStudents.studentId, classId: classStudents.classId })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(and(eq(classes.includeLibrary, true), eq(users.email, 'student.amy@quanta.test')))
    .limit(1);
  if (!amy) return;
  const sourceRows = await db
    .select({ id: classSources.sourceId })
    .from(classSources)
    .where(eq(classSources.classId, amy.classId));
  const sourceIds = sourceRows.map((s) => s.id);
  if (sourceIds.length === 0) return;
  const practised = await db
    .select({
      id: questions.id,
      libraryId: questions.libraryId,
      sourceId: questions.sourceId,
      correctAnswer: questions.correctAnswer,
      isChoice: questions.isChoice,
    })
    .from(questions)
    .innerJoin(libraries, eq(libraries.id, questions.libraryId))
    .where(and(eq(libraries.expired, false), inArray(questions.sourceId, sourceIds), isNotNull(questions.sectionId)))
    .orderBy(asc(questions.createdAt), asc(questions.id))
    .limit(stories.length);
  if (practised.length === 0) return;
  const libraryIds = [...new Set(practised.map((q) => q.libraryId as string))];
  const usedSources = [...new Set(practised.map((q) => q.sourceId as string))];
  await db.insert(resourceSettings).values({ studentId: amy.id, difficulty: 'all', skip: 1, updatedAt: now });
  await db
    .insert(resourceSettingNodes)
    .values(libraryIds.map((libraryId, position) => ({ studentId: amy.id, libraryId, position })));
  await db.insert(resourceSettingSources).values(usedSources.map((sourceId) => ({ studentId: amy.id, sourceId })));

  for (const [i, q] of practised.entries()) {
    const story = stories[i];
    if (!story) break;
    let card: StoredCard | null = null;
    let streak = 0;
    let correct = 0;
    const wrongAnswer = q.isChoice === 2 ? 'I am not sure' : q.correctAnswer.startsWith('A') ? 'B' : 'A';
    for (const outcome of story) {
      // Answers spread over the last weeks, each when the previous one fell due (or a day on).
      const at: Date = card
        ? new Date(Math.min(card.due.getTime(), now.getTime() - DAY_MS))
        : new Date(now.getTime() - (20 - i) * DAY_MS);
      card = nextCard(card, outcome, at);
      streak = outcome === 'correct' ? streak + 1 : 0;
      if (outcome === 'correct') correct += 1;
      await db.insert(resourceRecords).values({
        studentId: amy.id,
        questionId: q.id,
        isCorrect: outcome === 'gaveUp' ? null : outcome === 'correct',
        answer: outcome === 'gaveUp' ? '' : outcome === 'correct' ? q.correctAnswer : wrongAnswer,
        createdAt: at,
      });
    }
    if (card) await db.insert(resourceCards).values({ studentId: amy.id, questionId: q.id, ...card, streak, correct });
  }
  const reported = practised[3] ?? practised[0];
  if (reported) {
    await db.insert(resourceReports).values({
      questionId: reported.id,
      studentId: amy.id,
      errorType: 2,
      otherContent: 'I think the answer key is wrong: the units do not match. 答案的单位好像不对。',
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    });
  }
}
