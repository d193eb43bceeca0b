import {
  afterHints,
  afterHintsSql,
  answerValidOf,
  answerValidSql,
  autoCorrectOf,
  autoCorrectSql,
  canScore,
  canScoreSql,
  creditOf,
  creditSql,
  type ExamClock,
  examTakesAnswers,
  examTakesAnswersSql,
  gradedByChecker,
  gradedByCheckerSql,
  hintCountOf,
  hintCountSql,
  hintPenaltySql,
  isPlaceValidAt,
  leaveOpen,
  leaveOpenSql,
  type PlaceTerms,
  placeValidSql,
  revealsHint,
  revealsHintSql,
  shownCreditOf,
  shownCreditSql,
  spansOverlap,
  spansOverlapSql,
  usesLesson,
  usesLessonSql,
} from '@quanta/api';
import {
  choiceToShown,
  choiceToStored,
  choiceToStoredSql,
  shownChoiceOrder,
  shownChoiceOrderSql,
} from '@quanta/api/services/exercises/choice-order';
import type { QuestionBody } from '@quanta/grading';
import { attendanceStatuses, lessonStatuses, normaliseChoiceAnswer } from '@quanta/validators';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/fixture';

// Each rule that holds both in TypeScript and inside statements is one file with a predicate and a SQL
// fragment side by side; here both judge the same table of rows on the database and must agree row by row.

const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
/** Every combination of the options, as objects. */
function product<T extends Record<string, readonly unknown[]>>(options: T): { [K in keyof T]: T[K][number] }[] {
  return Object.entries(options).reduce<Record<string, unknown>[]>(
    (rows, [key, values]) => rows.flatMap((row) => values.map((value) => ({ ...row, [key]: value }))),
    [{}],
  ) as { [K in keyof T]: T[K][number] }[];
}
/** The rows as a VALUES list of typed columns, `v(i, …)`, numbered in order. */
function valuesOf<R>(rows: R[], columns: [name: string, type: string, value: (row: R) => unknown][]): SQL {
  const tuples = rows.map(
    (row, i) =>
      sql`(${sql.join(
        [sql`${i}::int`, ...columns.map(([, type, value]) => sql`${value(row)}::${sql.raw(type)}`)],
        sql`, `,
      )})`,
  );
  const names = ['i', ...columns.map(([name]) => name)].join(', ');
  return sql`(values ${sql.join(tuples, sql`, `)}) as v(${sql.raw(names)})`;
}
type Verdict = { i: number; v: boolean | null };
const verdicts = (result: unknown) =>
  rowsOf<Verdict>(result)
    .sort((a, b) => a.i - b.i)
    .map((r) => r.v);

describe('each rule written for TypeScript and SQL answers the same on the database', () => {
  const t = useTestApp();

  describe('a roster place gives access (services/enrolment/place-validity)', () => {
    // The class's last day is 2026-03-31: it counts to 23:59:59.999 UTC.
    const nows = [
      '2026-03-15T12:00:00.000Z',
      '2026-03-31T23:59:59.998Z',
      '2026-03-31T23:59:59.999Z',
      '2026-04-01T00:00:00.000Z',
    ];
    const rows = product({
      now: nows.map(at),
      expiresAt: [
        null,
        at('2020-01-01T00:00:00.000Z'),
        at('2026-03-31T23:59:59.998Z'),
        at('2026-03-31T23:59:59.999Z'),
        at('2026-04-01T00:00:00.000Z'),
        at('2030-01-01T00:00:00.000Z'),
      ],
      includeLibrary: [true, false],
      endDate: [null, '2026-03-30', '2026-03-31', '2026-04-01'],
    });
    const columns = { expiresAt: sql`v.expires_at`, includeLibrary: sql`v.include_library`, endDate: sql`v.end_date` };
    const values = valuesOf(rows, [
      ['expires_at', 'timestamptz', (r) => iso(r.expiresAt)],
      ['include_library', 'boolean', (r) => r.includeLibrary],
      ['end_date', 'date', (r) => r.endDate],
      ['now', 'timestamptz', (r) => iso(r.now)],
    ]);
    const expected = rows.map((r) => isPlaceValidAt(r, r.now));

    it('knows the boundaries it is held to', () => {
      const place = (o: Partial<PlaceTerms>): PlaceTerms => ({
        includeLibrary: false,
        endDate: null,
        expiresAt: null,
        ...o,
      });
      const expired = at('2026-03-01T00:00:00.000Z');
      expect(isPlaceValidAt(place({}), at('2099-01-01T00:00:00Z'))).toBe(true);
      expect(isPlaceValidAt(place({ expiresAt: expired, endDate: '2026-03-31' }), at('2026-03-31T23:59:59.998Z'))).toBe(
        true,
      );
      expect(isPlaceValidAt(place({ expiresAt: expired, endDate: '2026-03-31' }), at('2026-03-31T23:59:59.999Z'))).toBe(
        false,
      );
      expect(
        isPlaceValidAt(
          place({ expiresAt: expired, endDate: '2026-03-31', includeLibrary: true }),
          at('2026-03-15T00:00:00Z'),
        ),
      ).toBe(false);
      expect(isPlaceValidAt(place({ expiresAt: at('2026-03-15T00:00:00Z') }), at('2026-03-15T00:00:00Z'))).toBe(false);
      expect(new Set(expected)).toEqual(new Set([true, false]));
    });

    it(`agrees with placeValidSql at a statement's parameter, row by row (${rows.length} rows)`, async () => {
      const result = await t.app.deps.db.execute(
        sql`select v.i, ${placeValidSql(columns, sql`v.now`)} as v from ${values}`,
      );
      expect(verdicts(result)).toEqual(expected);
    });

    it('agrees with placeValidSql at a Date, as the access scopes pass it', async () => {
      for (const now of nows.map(at)) {
        const here = rows.flatMap((r, i) => (r.now.getTime() === now.getTime() ? [i] : []));
        const result = await t.app.deps.db.execute(
          sql`select v.i, ${placeValidSql(columns, now)} as v from ${values} where v.now = ${now.toISOString()}::timestamptz`,
        );
        expect(verdicts(result)).toEqual(here.map((i) => expected[i]));
      }
    });
  });

  describe('an exam takes answers (services/exercises/exam-window)', () => {
    const end = '2026-04-01T09:30:00.000Z';
    const rows = product({
      startedAt: [null, at('2026-04-01T09:00:00.000Z')],
      endExamAt: [null, at(end)],
      // running, settled at its end, handed in early (by a millisecond, by minutes), after its end
      finishedAt: [
        null,
        at(end),
        at('2026-04-01T09:29:59.999Z'),
        at('2026-04-01T09:10:00.000Z'),
        at('2026-04-01T09:30:00.001Z'),
      ],
      now: [
        at('2026-04-01T09:15:00.000Z'),
        at('2026-04-01T09:29:59.999Z'),
        at(end),
        at('2026-04-01T09:31:59.999Z'),
        at('2026-04-01T09:32:00.000Z'),
        at('2026-04-01T09:32:00.001Z'),
      ],
    });
    const expected = rows.map((r) => examTakesAnswers(r, r.now));

    it('knows the boundaries it is held to', () => {
      const sitting: ExamClock = { startedAt: at('2026-04-01T09:00:00Z'), endExamAt: at(end), finishedAt: null };
      expect(examTakesAnswers(sitting, at('2026-04-01T09:31:59.999Z'))).toBe(true);
      expect(examTakesAnswers(sitting, at('2026-04-01T09:32:00.000Z'))).toBe(false);
      expect(examTakesAnswers({ ...sitting, finishedAt: at(end) }, at('2026-04-01T09:31:00Z'))).toBe(true);
      expect(
        examTakesAnswers({ ...sitting, finishedAt: at('2026-04-01T09:29:59.999Z') }, at('2026-04-01T09:15:00Z')),
      ).toBe(false);
      expect(examTakesAnswers({ ...sitting, startedAt: null }, at('2026-04-01T09:15:00Z'))).toBe(false);
      expect(new Set(expected)).toEqual(new Set([true, false]));
    });

    it(`agrees with examTakesAnswersSql, row by row (${rows.length} rows)`, async () => {
      const values = valuesOf(rows, [
        ['started_at', 'timestamptz', (r) => iso(r.startedAt)],
        ['end_exam_at', 'timestamptz', (r) => iso(r.endExamAt)],
        ['finished_at', 'timestamptz', (r) => iso(r.finishedAt)],
        ['now', 'timestamptz', (r) => iso(r.now)],
      ]);
      const columns = { startedAt: sql`v.started_at`, endExamAt: sql`v.end_exam_at`, finishedAt: sql`v.finished_at` };
      const result = await t.app.deps.db.execute(
        sql`select v.i, ${examTakesAnswersSql(columns, sql`v.now`)} as v from ${values}`,
      );
      expect(verdicts(result)).toEqual(expected);
    });
  });

  describe("a student's own order of the choices (services/exercises/choice-order)", () => {
    // Each row: a question (single, multi, free response, true/false; 2 to 10 choices) and an order drawn at publish.
    const questions = product({ isChoice: [0, 1, 2, 3], numChoice: [2, 3, 4, 5, 6, 7, 8, 9, 10] });
    const orders = [null, 'ABCDEFGHIJ', 'JIHGFEDCBA', 'HCEADJBGFI', 'BADCFEHGJI', 'CEAGIBDFHJ'];
    // The letters the student chose, normalised as the save passes them (letters past the offered ones too).
    const answers = ['', 'A', 'B', 'D', 'E', 'J', 'A,C', 'B,D', 'A,B,C', 'C,E,J', 'A,B,C,D,E,F,G,H,I,J'];
    const shownRows = questions.flatMap((q) => orders.map((order) => ({ ...q, order })));
    const storedRows = shownRows.flatMap((r) => answers.map((choice) => ({ ...r, choice })));
    const shownOf = (r: { isChoice: number; numChoice: number; order: string | null }) => shownChoiceOrder(r, r.order);
    const columns = { isChoice: sql`v.is_choice`, numChoice: sql`v.num_choice`, order: sql`v.choice_order` };
    const questionColumns: [string, string, (r: (typeof shownRows)[number]) => unknown][] = [
      ['is_choice', 'int', (r) => r.isChoice],
      ['num_choice', 'int', (r) => r.numChoice],
      ['choice_order', 'text', (r) => r.order],
    ];
    const texts = (result: unknown) =>
      rowsOf<{ i: number; v: string | null }>(result)
        .sort((a, b) => a.i - b.i)
        .map((r) => r.v);

    it('knows the orders and letters it is held to', () => {
      expect(shownChoiceOrder({ isChoice: 0, numChoice: 4 }, 'HCEADJBGFI')).toBe('CADB');
      expect(shownChoiceOrder({ isChoice: 1, numChoice: 2 }, 'HCEADJBGFI')).toBe('AB');
      expect(shownChoiceOrder({ isChoice: 1, numChoice: 10 }, 'HCEADJBGFI')).toBe('HCEADJBGFI');
      // free response and true/false never move; no order drawn: the question's own
      expect(shownChoiceOrder({ isChoice: 2, numChoice: 4 }, 'HCEADJBGFI')).toBeNull();
      expect(shownChoiceOrder({ isChoice: 3, numChoice: 2 }, 'BADCFEHGJI')).toBeNull();
      expect(shownChoiceOrder({ isChoice: 0, numChoice: 4 }, null)).toBeNull();
      expect(choiceToStored('A', 'CADB')).toBe('C');
      expect(choiceToStored('A,B', 'CADB')).toBe('A,C');
      expect(choiceToStored('', 'CADB')).toBe('');
      expect(choiceToStored('B,D', null)).toBe('B,D');
      expect(choiceToShown('A,C', 'CADB')).toBe('A,B');
      // the student's letters and the stored ones map one to one
      for (const r of storedRows)
        expect(choiceToShown(choiceToStored(r.choice, shownOf(r)), shownOf(r))).toBe(r.choice);
    });

    it(`agrees with shownChoiceOrderSql, row by row (${shownRows.length} rows)`, async () => {
      const values = valuesOf(shownRows, questionColumns);
      const result = await t.app.deps.db.execute(sql`select v.i, ${shownChoiceOrderSql(columns)} as v from ${values}`);
      expect(texts(result)).toEqual(shownRows.map(shownOf));
    });

    it(`agrees with choiceToStoredSql, row by row (${storedRows.length} rows)`, async () => {
      const values = valuesOf(storedRows, [...questionColumns, ['choice', 'text', (r) => r.choice]]);
      const fragment = choiceToStoredSql(sql`v.choice`, shownChoiceOrderSql(columns));
      const result = await t.app.deps.db.execute(sql`select v.i, ${fragment} as v from ${values}`);
      expect(texts(result)).toEqual(storedRows.map((r) => choiceToStored(r.choice, shownOf(r))));
    });
  });

  describe('an answer is right (services/exercises/auto-correction)', () => {
    // A typed number or expression is the checker's (@quanta/grading), not this rule's.
    const answers = {
      choice: ['B', 'b', ' b ', 'A', 'B,C', 'C,A', 'ca', 'a，c', 'A, C', 'E', 'Z', ''],
      text: [
        '24J',
        ' 24 j ',
        '24\tJ\n',
        '24\r\nj',
        '24 K',
        'x^2',
        'X ^ 2',
        ' ',
        '',
        'W = F s = 24 J',
        'W = 24',
        '24',
        '24 kJ',
        '24 = W',
        'y = 2x',
        '2',
        '2X',
        '=',
      ],
    };
    const rows = [
      ...product({ isChoice: [0], correctAnswer: ['B', 'E', '', ' '], answer: answers.choice }),
      ...product({ isChoice: [1], correctAnswer: ['A,C', 'B', '', '  '], answer: answers.choice }),
      ...product({
        isChoice: [2],
        correctAnswer: ['24 J', 'x^2', '', '   ', '\t', '24', '2x', 'y = 2x', '2 x', '24 = W', '+24.0 J'],
        answer: answers.text,
      }),
    ];
    const expected = rows.map((r) => autoCorrectOf(r, r.answer));

    it('knows the verdicts it is held to', () => {
      expect(autoCorrectOf({ isChoice: 1, correctAnswer: 'A,C' }, 'c a')).toBe(true);
      expect(autoCorrectOf({ isChoice: 1, correctAnswer: 'A,C' }, 'A')).toBe(false);
      expect(autoCorrectOf({ isChoice: 0, correctAnswer: 'B' }, ' b ')).toBe(true);
      expect(autoCorrectOf({ isChoice: 2, correctAnswer: '24 J' }, '24\tj\n')).toBe(true);
      expect(autoCorrectOf({ isChoice: 2, correctAnswer: '24 J' }, '24 K')).toBe(false);
      // A final `= value` part counts, and a key's unit may be left out but not changed.
      expect(autoCorrectOf({ isChoice: 2, correctAnswer: '24 J' }, 'W = F s = 24 J')).toBe(true);
      expect(autoCorrectOf({ isChoice: 2, correctAnswer: '24 J' }, 'W = 24')).toBe(true);
      expect(autoCorrectOf({ isChoice: 2, correctAnswer: '24 J' }, '24 kJ')).toBe(false);
      expect(autoCorrectOf({ isChoice: 2, correctAnswer: '2x' }, '2')).toBe(false);
      expect(autoCorrectOf({ isChoice: 2, correctAnswer: 'y = 2x' }, '2x')).toBe(false);
      expect(autoCorrectOf({ isChoice: 2, correctAnswer: ' ' }, '24')).toBe(null);
      expect(autoCorrectOf({ isChoice: 0, correctAnswer: '' }, 'A')).toBe(null);
      expect(new Set(expected)).toEqual(new Set([true, false, null]));
    });

    it(`agrees with autoCorrectSql for each question kind, row by row (${rows.length} rows)`, async () => {
      const values = valuesOf(rows, [
        ['is_choice', 'int', (r) => r.isChoice],
        ['correct_answer', 'text', (r) => r.correctAnswer],
        ['answer', 'text', (r) => r.answer],
        ['choice', 'text', (r) => normaliseChoiceAnswer(r.answer)],
      ]);
      const fragment = autoCorrectSql(
        { isChoice: sql`v.is_choice`, correctAnswer: sql`v.correct_answer` },
        { answer: sql`v.answer`, choice: sql`v.choice` },
      );
      const result = await t.app.deps.db.execute(sql`select v.i, ${fragment} as v from ${values}`);
      expect(verdicts(result)).toEqual(expected);
    });
  });

  describe('the credit an answer earns (services/exercises/credit)', () => {
    const rows = product({
      isCorrect: [null, true, false],
      autoCorrect: [null, true, false],
      score: [null, 0, 0.5, 1],
      locked: [false, true],
    });
    const credits = (result: unknown) =>
      rowsOf<{ i: number; v: number | null }>(result)
        .sort((a, b) => a.i - b.i)
        .map((r) => (r.v === null ? null : Number(r.v)));

    it('knows the credits it is held to', () => {
      const partial = { isCorrect: null, autoCorrect: false, score: 0.5, locked: true };
      expect(creditOf(partial)).toBe(0.5);
      expect(creditOf({ ...partial, isCorrect: true })).toBe(1);
      expect(creditOf({ ...partial, isCorrect: false })).toBe(0);
      expect(creditOf({ ...partial, score: null })).toBe(0);
      expect(creditOf({ ...partial, score: null, autoCorrect: null })).toBe(null);
      expect(shownCreditOf({ ...partial, locked: false }, false)).toBe(null);
      expect(shownCreditOf({ ...partial, locked: false }, true)).toBe(0.5);
      expect(shownCreditOf({ ...partial, locked: false, isCorrect: true }, false)).toBe(1);
    });

    it(`agrees with creditSql and shownCreditSql row by row (${rows.length} rows)`, async () => {
      const values = valuesOf(rows, [
        ['is_correct', 'boolean', (r) => r.isCorrect],
        ['auto_correct', 'boolean', (r) => r.autoCorrect],
        ['score', 'real', (r) => r.score],
        ['locked', 'boolean', (r) => r.locked],
      ]);
      const columns = {
        isCorrect: sql`v.is_correct`,
        autoCorrect: sql`v.auto_correct`,
        score: sql`v.score`,
        locked: sql`v.locked`,
      };
      const all = await t.app.deps.db.execute(sql`select v.i, ${creditSql(columns)} as v from ${values}`);
      expect(credits(all)).toEqual(rows.map((r) => creditOf(r)));
      const shown = await t.app.deps.db.execute(sql`select v.i, ${shownCreditSql(columns)} as v from ${values}`);
      expect(credits(shown)).toEqual(rows.map((r) => shownCreditOf(r, false)));
    });
  });

  describe('an answer counts in the scores (services/exercises/can-score)', () => {
    const rows = [0, 1, 2, 3, 4, 5, 6].map((isChoice) => ({ isChoice }));
    const expected = rows.map((r) => canScore(r.isChoice));

    it('knows the verdicts it is held to', () => {
      expect(expected).toEqual([true, true, true, true, true, true, false]);
    });

    it(`agrees with canScoreSql, row by row (${rows.length} rows)`, async () => {
      const values = valuesOf(rows, [['is_choice', 'int', (r) => r.isChoice]]);
      const result = await t.app.deps.db.execute(sql`select v.i, ${canScoreSql(sql`v.is_choice`)} as v from ${values}`);
      expect(verdicts(result)).toEqual(expected);
    });
  });

  describe('the checker grades a question (services/exercises/graded-by-checker)', () => {
    const bodies: QuestionBody[] = [
      {},
      { hints: ['<p>Think of g</p>'] },
      { choices: [{ text: 'a', fraction: 0.5, feedback: '' }] },
      { tags: [] },
      { answers: [{ text: '24 J', fraction: 1, feedback: 'Yes', tolerance: null }] },
    ];
    const rows = product({
      isChoice: [0, 1, 2, 3, 4, 5, 6],
      answerType: ['text', 'number', 'expression'],
      body: bodies,
    });
    const expected = rows.map((r) => gradedByChecker(r));

    it('knows the verdicts it is held to', () => {
      expect(gradedByChecker({ isChoice: 0, answerType: 'text', body: {} })).toBe(false);
      expect(gradedByChecker({ isChoice: 1, answerType: 'text', body: {} })).toBe(false);
      expect(gradedByChecker({ isChoice: 2, answerType: 'text', body: {} })).toBe(false);
      expect(gradedByChecker({ isChoice: 2, answerType: 'number', body: {} })).toBe(true);
      expect(gradedByChecker({ isChoice: 3, answerType: 'text', body: {} })).toBe(true);
      expect(gradedByChecker({ isChoice: 5, answerType: 'text', body: {} })).toBe(true);
      expect(gradedByChecker({ isChoice: 0, answerType: 'text', body: { hints: ['h'] } })).toBe(true);
      expect(gradedByChecker({ isChoice: 6, answerType: 'text', body: {} })).toBe(false);
    });

    it(`agrees with gradedByCheckerSql, row by row (${rows.length} rows)`, async () => {
      const values = valuesOf(rows, [
        ['is_choice', 'int', (r) => r.isChoice],
        ['answer_type', 'text', (r) => r.answerType],
        ['body', 'jsonb', (r) => JSON.stringify(r.body)],
      ]);
      const fragment = gradedByCheckerSql({
        isChoice: sql`v.is_choice`,
        answerType: sql`v.answer_type`,
        body: sql`v.body`,
      });
      const result = await t.app.deps.db.execute(sql`select v.i, ${fragment} as v from ${values}`);
      expect(verdicts(result)).toEqual(expected);
    });
  });

  describe('an answer may be stored (services/exercises/answer-validity)', () => {
    const rows = product({
      isChoice: [0, 1, 2, 3, 4, 5, 6],
      numChoice: [2, 4, 5, 10],
      answer: ['A', 'b', 'C', 'E', 'F', 'j', 'A,C', 'a c', 'K', '', '["x"]', '9.8', 'A,J'],
      wellFormed: [null, true, false],
    });
    const expected = rows.map((r) => answerValidOf(r, r.answer, r.wellFormed));

    it('knows the verdicts it is held to', () => {
      expect(answerValidOf({ isChoice: 0, numChoice: 10 }, 'j', null)).toBe(true);
      expect(answerValidOf({ isChoice: 0, numChoice: 4 }, 'E', null)).toBe(false);
      expect(answerValidOf({ isChoice: 0, numChoice: 5 }, 'E', null)).toBe(true);
      expect(answerValidOf({ isChoice: 0, numChoice: 4 }, 'A,C', null)).toBe(false);
      expect(answerValidOf({ isChoice: 1, numChoice: 4 }, 'c a', null)).toBe(true);
      expect(answerValidOf({ isChoice: 1, numChoice: 10 }, 'A,J', null)).toBe(true);
      expect(answerValidOf({ isChoice: 3, numChoice: 4 }, 'C', null)).toBe(false);
      expect(answerValidOf({ isChoice: 3, numChoice: 2 }, 'B', true)).toBe(true);
      expect(answerValidOf({ isChoice: 0, numChoice: 4 }, 'B', false)).toBe(false);
      expect(answerValidOf({ isChoice: 2, numChoice: 4 }, '', null)).toBe(false);
      expect(answerValidOf({ isChoice: 4, numChoice: 4 }, '["x"]', null)).toBe(false);
      expect(answerValidOf({ isChoice: 5, numChoice: 4 }, '["x"]', true)).toBe(true);
      expect(answerValidOf({ isChoice: 6, numChoice: 4 }, 'A', true)).toBe(false);
    });

    it(`agrees with answerValidSql, row by row (${rows.length} rows)`, async () => {
      const values = valuesOf(rows, [
        ['is_choice', 'int', (r) => r.isChoice],
        ['num_choice', 'int', (r) => r.numChoice],
        ['answer', 'text', (r) => r.answer],
        ['choice', 'text', (r) => normaliseChoiceAnswer(r.answer)],
        ['well_formed', 'boolean', (r) => r.wellFormed],
      ]);
      const fragment = answerValidSql(
        { isChoice: sql`v.is_choice`, numChoice: sql`v.num_choice` },
        { answer: sql`v.answer`, choice: sql`v.choice`, wellFormed: sql`v.well_formed` },
      );
      const result = await t.app.deps.db.execute(sql`select v.i, ${fragment} as v from ${values}`);
      expect(verdicts(result)).toEqual(expected);
    });
  });

  describe('a wrong try reveals a hint, and hints cost credit (services/exercises/hint-rules)', () => {
    const bodies: QuestionBody[] = [
      {},
      { hints: ['one'] },
      { hints: ['one', 'two'], hintPenalty: 0.25 },
      { hintPenalty: 0.5 },
      { hints: ['one', 'two', 'three'], hintPenalty: 0.1 },
    ];
    const rows = product({ credit: [null, 0, 0.25, 0.5, 0.999, 1], hintsShown: [0, 1, 2, 3], body: bodies });
    const reveals = rows.map((r) => revealsHint(r.credit, r.hintsShown, hintCountOf(r.body)));
    const scores = rows.map((r) => afterHints(r.credit, r.body.hintPenalty, r.hintsShown));

    it('knows the verdicts it is held to', () => {
      expect(revealsHint(0.5, 1, 2)).toBe(true);
      expect(revealsHint(0.5, 2, 2)).toBe(false);
      expect(revealsHint(1, 0, 2)).toBe(false);
      expect(revealsHint(null, 0, 2)).toBe(false);
      expect(afterHints(1, 0.25, 2)).toBe(0.5);
      expect(afterHints(0.25, 0.25, 2)).toBe(0);
      expect(afterHints(null, 0.25, 2)).toBe(null);
      expect(new Set(reveals)).toEqual(new Set([true, false]));
    });

    it(`agrees with revealsHintSql and afterHintsSql, row by row (${rows.length} rows)`, async () => {
      const values = valuesOf(rows, [
        ['credit', 'float8', (r) => r.credit],
        ['hints_shown', 'int', (r) => r.hintsShown],
        ['body', 'jsonb', (r) => JSON.stringify(r.body)],
      ]);
      const reveal = revealsHintSql(sql`v.credit`, sql`v.hints_shown`, hintCountSql(sql`v.body`));
      const result = await t.app.deps.db.execute(sql`select v.i, ${reveal} as v from ${values}`);
      expect(verdicts(result)).toEqual(reveals);
      const score = afterHintsSql(sql`v.credit`, hintPenaltySql(sql`v.body`), sql`v.hints_shown`);
      const scored = rowsOf<{ i: number; v: number | string | null }>(
        await t.app.deps.db.execute(sql`select v.i, ${score} as v from ${values}`),
      )
        .sort((a, b) => a.i - b.i)
        .map((r) => (r.v === null ? null : Number(r.v)));
      expect(scored.map((v) => (v === null ? null : v.toFixed(9)))).toEqual(
        scores.map((v) => (v === null ? null : v.toFixed(9))),
      );
    });
  });

  describe('a mark uses a lesson of the balance (services/lessons/lesson-rules)', () => {
    const rows = product({ mark: attendanceStatuses, lesson: lessonStatuses });
    const expected = rows.map((r) => usesLesson(r.mark, r.lesson));

    it('knows the verdicts it is held to', () => {
      expect(usesLesson('present', 'scheduled')).toBe(true);
      expect(usesLesson('late', 'scheduled')).toBe(true);
      expect(usesLesson('absent', 'scheduled')).toBe(true);
      expect(usesLesson('excused', 'scheduled')).toBe(false);
      for (const mark of attendanceStatuses) expect(usesLesson(mark, 'cancelled')).toBe(false);
    });

    it(`agrees with usesLessonSql for every mark on every lesson (${rows.length} rows)`, async () => {
      const values = valuesOf(rows, [
        ['mark', 'text', (r) => r.mark],
        ['lesson', 'text', (r) => r.lesson],
      ]);
      const result = await t.app.deps.db.execute(
        sql`select v.i, ${usesLessonSql(sql`v.mark`, sql`v.lesson`)} as v from ${values}`,
      );
      expect(verdicts(result)).toEqual(expected);
    });
  });

  describe('two lessons overlap (services/lessons/lesson-rules)', () => {
    const span = (from: string, to: string) => ({
      startsAt: at(`2026-04-01T${from}:00.000Z`),
      endsAt: at(`2026-04-01T${to}:00.000Z`),
    });
    // Against 10:00–11:30: overlapping either end, touching either end, disjoint, containing, contained, equal.
    const booked = span('10:00', '11:30');
    const others = [
      span('09:00', '10:30'),
      span('11:00', '12:00'),
      span('08:30', '10:00'),
      span('11:30', '13:00'),
      span('07:00', '08:00'),
      span('12:00', '13:00'),
      span('09:00', '12:00'),
      span('10:15', '11:00'),
      span('10:00', '11:30'),
      { startsAt: at('2026-04-01T09:59:59.999Z'), endsAt: at('2026-04-01T10:00:00.001Z') },
    ];
    const rows = product({ a: [booked, ...others], b: [booked, ...others] });
    const expected = rows.map((r) => spansOverlap(r.a, r.b));
    const values = valuesOf(rows, [
      ['a_starts', 'timestamptz', (r) => iso(r.a.startsAt)],
      ['a_ends', 'timestamptz', (r) => iso(r.a.endsAt)],
      ['b_starts', 'timestamptz', (r) => iso(r.b.startsAt)],
      ['b_ends', 'timestamptz', (r) => iso(r.b.endsAt)],
    ]);
    const row = { startsAt: sql`v.a_starts`, endsAt: sql`v.a_ends` };

    it('knows the verdicts it is held to', () => {
      expect(spansOverlap(booked, span('09:00', '10:30'))).toBe(true);
      expect(spansOverlap(booked, span('11:30', '13:00'))).toBe(false);
      expect(spansOverlap(booked, span('08:30', '10:00'))).toBe(false);
      expect(spansOverlap(booked, span('07:00', '08:00'))).toBe(false);
      expect(spansOverlap(booked, span('10:15', '11:00'))).toBe(true);
      expect(spansOverlap(span('10:15', '11:00'), booked)).toBe(true);
      expect(spansOverlap(booked, booked)).toBe(true);
      expect(new Set(expected)).toEqual(new Set([true, false]));
    });

    it(`agrees with spansOverlapSql against another row's span, row by row (${rows.length} rows)`, async () => {
      const fragment = spansOverlapSql(row, { startsAt: sql`v.b_starts`, endsAt: sql`v.b_ends` });
      const result = await t.app.deps.db.execute(sql`select v.i, ${fragment} as v from ${values}`);
      expect(verdicts(result)).toEqual(expected);
    });

    it('agrees with spansOverlapSql against a span of Dates, as a lesson being booked passes it', async () => {
      for (const b of [booked, ...others]) {
        // An equal span given twice is the same row of the statement's filter.
        const same = (r: (typeof rows)[number]) =>
          r.b.startsAt.getTime() === b.startsAt.getTime() && r.b.endsAt.getTime() === b.endsAt.getTime();
        const here = rows.flatMap((r, i) => (same(r) ? [i] : []));
        const fragment = spansOverlapSql(row, b);
        const result = await t.app.deps.db.execute(
          sql`select v.i, ${fragment} as v from ${values}
            where v.b_starts = ${iso(b.startsAt)}::timestamptz and v.b_ends = ${iso(b.endsAt)}::timestamptz`,
        );
        expect(verdicts(result)).toEqual(here.map((i) => expected[i]));
      }
    });
  });

  describe('leave can still be asked (services/lessons/lesson-rules)', () => {
    const startsAt = at('2026-04-02T09:00:00.000Z');
    const cutoffs = [0, 1, 24, 48];
    // Well before, a millisecond before, at, a millisecond after each cut-off's deadline, and at and after the start.
    const nows = [
      ...new Set(
        cutoffs.flatMap((h) => {
          const deadline = startsAt.getTime() - h * 3_600_000;
          return [deadline - 86_400_000, deadline - 1, deadline, deadline + 1];
        }),
      ),
      startsAt.getTime() + 3_600_000,
    ].map((ms) => new Date(ms));
    const rows = product({ now: nows, cutoff: cutoffs });
    const expected = rows.map((r) => leaveOpen(startsAt, r.now, r.cutoff));
    const values = valuesOf(rows, [
      ['starts_at', 'timestamptz', () => iso(startsAt)],
      ['now', 'timestamptz', (r) => iso(r.now)],
      ['cutoff', 'int', (r) => r.cutoff],
    ]);

    it('knows the boundaries it is held to', () => {
      const deadline = at('2026-04-01T09:00:00.000Z');
      expect(leaveOpen(startsAt, deadline, 24)).toBe(true);
      expect(leaveOpen(startsAt, at('2026-04-01T09:00:00.001Z'), 24)).toBe(false);
      expect(leaveOpen(startsAt, at('2026-04-01T08:59:59.999Z'), 24)).toBe(true);
      expect(leaveOpen(startsAt, startsAt, 0)).toBe(true);
      expect(leaveOpen(startsAt, at('2026-04-02T09:00:00.001Z'), 0)).toBe(false);
      expect(new Set(expected)).toEqual(new Set([true, false]));
    });

    it(`agrees with leaveOpenSql at a statement's parameter, row by row (${rows.length} rows)`, async () => {
      for (const cutoff of cutoffs) {
        const here = rows.flatMap((r, i) => (r.cutoff === cutoff ? [i] : []));
        const result = await t.app.deps.db.execute(
          sql`select v.i, ${leaveOpenSql(sql`v.starts_at`, sql`v.now`, cutoff)} as v from ${values}
            where v.cutoff = ${cutoff}`,
        );
        expect(verdicts(result)).toEqual(here.map((i) => expected[i]));
      }
    });

    it('agrees with leaveOpenSql at a Date, as a leave request passes it', async () => {
      for (const [i, r] of rows.entries()) {
        const result = await t.app.deps.db.execute(
          sql`select v.i, ${leaveOpenSql(sql`v.starts_at`, r.now, r.cutoff)} as v from ${values} where v.i = ${i}`,
        );
        expect(verdicts(result)).toEqual([expected[i]]);
      }
    });
  });
});
