import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildClass } from '../support/factories/classes';
import { addToClass, answersOf, buildEnrolledStudent, buildExercise } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildQuestion } from '../support/factories/questions';
import { buildTeacher, PASSWORD } from '../support/harness';
import { fitsWidth, newPage, phone, shows, signIn, tick, useBrowserTest } from './browser';

const noFeedback = { feedback: '', tolerance: null };

/** A cloze question of a number (19.6, weight 2), a choice (B, "down") and a word ("gravity", "weight" at half), with two hints. */
const cloze = {
  isChoice: 5,
  correctAnswer: '',
  answerA: '',
  answerB: '',
  answerC: '',
  answerD: '',
  qText:
    '<p>A ball dropped from rest moves at {#1} m/s after 2.0 s. Its acceleration points {#2}. It falls because of {#3}.</p>',
  body: {
    parts: [
      {
        kind: 'number' as const,
        weight: 2,
        answers: [
          { text: '19.6', fraction: 1, feedback: '<p>Right: v = gt.</p>', tolerance: 0.2 },
          { text: '9.8', fraction: 0, feedback: '<p>That is g itself; multiply by the time.</p>', tolerance: 0.05 },
        ],
        choices: [],
        units: [],
        caseSensitive: false,
      },
      {
        kind: 'choice' as const,
        weight: 1,
        answers: [],
        choices: [
          { text: 'up', fraction: 0, feedback: '' },
          { text: 'down', fraction: 1, feedback: '' },
        ],
        units: [],
        caseSensitive: false,
      },
      {
        kind: 'text' as const,
        weight: 1,
        answers: [
          { text: 'gravity', fraction: 1, ...noFeedback },
          { text: 'weight', fraction: 0.5, feedback: '<p>Close: the force is its weight.</p>', tolerance: null },
        ],
        choices: [],
        units: [],
        caseSensitive: false,
      },
    ],
    hints: ['<p>Speed grows by 9.8 m/s every second.</p>', '<p>Use v = g t.</p>'],
    hintPenalty: 0.1,
  },
};

/** The words a language shows for the steps the student takes. */
const words = {
  en: {
    part: (n: number) => `Part ${n}`,
    start: 'Start',
    check: 'Check Solution',
    partly: 'Partly right',
    hint: 'Hint 1',
    congrats: 'Congrats!',
    score: (p: number) => `Score ${p} %`,
  },
  zh: {
    part: (n: number) => `第 ${n} 空`,
    start: '开始',
    check: '检查答案',
    partly: '部分正确',
    hint: '提示 1',
    congrats: '恭喜答对！',
    score: (p: number) => `得分 ${p}%`,
  },
} as const;

/** A student answers the cloze question twice: part credit with feedback and a hint, then full credit less the hint. */
async function answerCloze(page: Page, lang: keyof typeof words) {
  const w = words[lang];
  const fill = async (number: string, letter: string, word: string) => {
    await page.getByRole('textbox', { name: w.part(1), exact: true }).fill(number);
    await page.getByRole('combobox', { name: w.part(2), exact: true }).selectOption(letter);
    await page.getByRole('textbox', { name: w.part(3), exact: true }).fill(word);
  };
  await fill('9.8', 'B', 'weight');
  await page.getByRole('button', { name: w.check }).click();
  // (0·2 + 1·1 + 0.5·1) / 4 = 37.5 %: part credit, the feedback of what was typed, the first hint.
  await shows(page.getByText(w.partly).first());
  await shows(page.getByText(w.score(38)));
  await shows(page.getByText('That is g itself; multiply by the time.'));
  await shows(page.getByText('Close: the force is its weight.'));
  await shows(page.getByText(w.hint));
  await shows(page.getByText('Speed grows by 9.8 m/s every second.'));
  await fitsWidth(page);
  // The answer stays open: a second try earns full credit, less the one hint it was shown.
  await fill('19.6', 'B', 'gravity');
  await page.getByRole('button', { name: w.check }).click();
  await shows(page.getByText(w.congrats));
  await shows(page.getByText(w.score(90)));
  await fitsWidth(page);
}

describe('question types in the browser', () => {
  const env = useBrowserTest();

  it('a student answers a cloze question in English and in Chinese on a phone: part credit, feedback, a hint', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    const klass = await buildClass(t, teacher);
    const question = await buildQuestion(t, teacher, { name: 'Free fall in three parts', ...cloze });
    const hw = await buildHomework(t, teacher, { name: 'Parts and hints', questionIds: [question.id] });
    await addToClass(t, klass, hw);

    for (const lang of ['en', 'zh'] as const) {
      const s = await buildEnrolledStudent(t, klass);
      const exercise = await buildExercise(t, klass, hw, s.student);
      const page = await newPage(browser, t, lang === 'zh' ? phone : undefined);
      await signIn(page, s.student.email, PASSWORD);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto(`/student/exerciseEdit/${exercise.id}`);
      await page.getByRole('button', { name: words[lang].start, exact: true }).click();
      await answerCloze(page, lang);
      const [answer] = await answersOf(t, exercise.id);
      expect(JSON.parse(answer!.answer)).toEqual(['19.6', 'B', 'gravity']);
      expect(answer).toMatchObject({ locked: true, hintsShown: 1, tries: 2, autoCorrect: true });
      expect(answer!.score).toBeCloseTo(0.9, 5);
    }
  });

  it('a teacher edits an answered question and regrades the homework onto the new version', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    const klass = await buildClass(t, teacher);
    const question = await buildQuestion(t, teacher, { name: 'Which is 3 + 4?', correctAnswer: 'B' });
    const hw = await buildHomework(t, teacher, { name: 'Sums', questionIds: [question.id] });
    await addToClass(t, klass, hw);
    const s = await buildEnrolledStudent(t, klass);
    const exercise = await buildExercise(t, klass, hw, s.student);

    // The student checks C, which the key (B) calls wrong.
    const student = await newPage(browser, t);
    await signIn(student, s.student.email, PASSWORD);
    await student.goto(`/student/exerciseEdit/${exercise.id}`);
    await student.getByRole('button', { name: 'Start', exact: true }).click();
    await tick(student.getByRole('radio', { name: /^C\./ }));
    await student.getByRole('button', { name: 'Check Solution' }).click();
    await shows(student.getByText('Oops, the answer you submit is incorrect'));

    // The teacher finds the key was wrong and makes C correct: the question gets a second version.
    const page = await newPage(browser, t);
    await signIn(page, teacher.email, PASSWORD);
    await page.goto(`/teach/question/${question.id}/edit`);
    await tick(page.getByRole('radio', { name: 'C', exact: true }));
    await page.getByRole('button', { name: 'Save' }).click();
    await shows(page.getByText('Successfully saved'));

    // The correction screen says the answer was given on version 1; regrading judges it on version 2.
    await page.goto(`/teacher/correctionExercise/${klass.id}/${hw.id}`);
    await page.getByRole('button', { name: `Select ${s.student.name}` }).click();
    await shows(page.getByText('Answered on version 1 (newest 2)'));
    await page.getByRole('button', { name: 'Regrade all to newest version' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Regrade all to newest version' }).click();
    await shows(page.getByText('Regraded 1 answers'));
    await expect.poll(() => page.getByText('Answered on version 1 (newest 2)').count()).toBe(0);
    const [answer] = await answersOf(t, exercise.id);
    expect(answer).toMatchObject({ questionVersion: 2, autoCorrect: true, score: 1 });
  });
});
