import { workedExample } from '../../../../../packages/api/test/worked-example';
import type { World } from '../world';
import { addToClass, buildExercise } from './exercises';
import { buildHomework } from './homework';
import { buildQuestion } from './questions';

export { workedExample };

/**
 * The worked example as a homework of the class: five single-choice questions (B is right, named by
 * `questionName`) and, for each of the ten students in order, an exercise finished at `at` with a wrong
 * answer of A or D (alternating by student, so the choice counts differ).
 */
export async function buildWorkedExample(
  t: World,
  teacher: { id: string },
  klass: { id: string },
  students: { id: string }[],
  options: { at: Date; questionName: (n: number) => string },
) {
  const questions = [];
  for (let i = 0; i < 5; i += 1) {
    questions.push(
      await buildQuestion(t, teacher, {
        name: options.questionName(i + 1),
        isChoice: 0,
        correctAnswer: 'B',
        language: 'en',
      }),
    );
  }
  const hw = await buildHomework(t, teacher, { name: 'Forces', questionIds: questions.map((q) => q.id) });
  await addToClass(t, klass, hw);
  for (const [s, row] of workedExample.entries()) {
    await buildExercise(t, klass, hw, students[s]!, {
      startedAt: options.at,
      finishedAt: options.at,
      answers: row.map((right) => ({
        answer: right ? 'B' : s % 2 ? 'D' : 'A',
        answeredAt: options.at,
        autoCorrect: right === 1,
        locked: true,
      })),
    });
  }
  return { questions, hw };
}
