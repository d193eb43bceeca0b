import {
  autoCorrectOf,
  autoCorrectSql,
  type ExamClock,
  examTakesAnswers,
  examTakesAnswersSql,
  isPlaceValidAt,
  type PlaceTerms,
  placeValidSql,
} from '@quanta/api';
import { normaliseChoiceAnswer } from '@quanta/validators';
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

  describe('an answer is right (services/exercises/auto-correction)', () => {
    // A typed number or expression is the checker's (@quanta/grading), not this rule's.
    const answers = {
      choice: ['B', 'b', ' b ', 'A', 'B,C', 'C,A', 'ca', 'a，c', 'A, C', 'E', 'Z', ''],
      text: ['24J', ' 24 j ', '24\tJ\n', '24\r\nj', '24 K', 'x^2', 'X ^ 2', ' ', ''],
    };
    const rows = [
      ...product({ isChoice: [0], correctAnswer: ['B', 'E', '', ' '], answer: answers.choice }),
      ...product({ isChoice: [1], correctAnswer: ['A,C', 'B', '', '  '], answer: answers.choice }),
      ...product({ isChoice: [2], correctAnswer: ['24 J', 'x^2', '', '   ', '\t'], answer: answers.text }),
    ];
    const expected = rows.map((r) => autoCorrectOf(r, r.answer));

    it('knows the verdicts it is held to', () => {
      expect(autoCorrectOf({ isChoice: 1, correctAnswer: 'A,C' }, 'c a')).toBe(true);
      expect(autoCorrectOf({ isChoice: 1, correctAnswer: 'A,C' }, 'A')).toBe(false);
      expect(autoCorrectOf({ isChoice: 0, correctAnswer: 'B' }, ' b ')).toBe(true);
      expect(autoCorrectOf({ isChoice: 2, correctAnswer: '24 J' }, '24\tj\n')).toBe(true);
      expect(autoCorrectOf({ isChoice: 2, correctAnswer: '24 J' }, '24 K')).toBe(false);
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
});
