import { limits } from '@quanta/validators';
import { describe, expect, it } from 'vitest';
import {
  afterRefusal,
  type ExamReport,
  type ExamReportQueue,
  type ExamReportType,
  emptyReportQueue,
  nextBatch,
  withoutSent,
  withReport,
} from './exam-reports';

/** Reports one second apart from 09:00:00. */
const at = (s: number) => new Date(Date.UTC(2026, 10, 28, 9, 0, s)).toISOString();
const reportsOf = (types: ExamReportType[]): ExamReport[] => types.map((type, i) => ({ at: at(i), type }));
const recorded = (types: ExamReportType[], from: ExamReportQueue = emptyReportQueue) =>
  reportsOf(types).reduce(withReport, from);
const typesOf = (q: ExamReportQueue) => q.waiting.map((r) => r.type);

describe('withReport', () => {
  it('keeps a report once when the window and the outbox both say so, in a row', () => {
    expect(typesOf(recorded(['offline', 'offline', 'online', 'online', 'hidden', 'hidden', 'visible']))).toEqual([
      'offline',
      'online',
      'hidden',
      'visible',
    ]);
  });

  it('drops a repeat of the state last reported whatever came between, and what the attempt starts as', () => {
    expect(typesOf(recorded(['online', 'visible', 'offline', 'hidden', 'reload', 'offline', 'online']))).toEqual([
      'offline',
      'hidden',
      'reload',
      'online',
    ]);
  });

  it('remembers the last state once the reports are sent, so a page that finds it unchanged says nothing', () => {
    const sent = recorded(['offline']);
    const emptied = withoutSent(sent, sent.waiting);
    expect(emptied.waiting).toEqual([]);
    expect(typesOf(recorded(['reload', 'offline', 'visible'], emptied))).toEqual(['reload']);
    expect(typesOf(recorded(['reload', 'online'], emptied))).toEqual(['reload', 'online']);
  });

  it('counts every reload', () => {
    expect(typesOf(recorded(['reload', 'reload']))).toEqual(['reload', 'reload']);
  });

  it('keeps no more than the server takes per attempt', () => {
    const many = recorded(Array.from({ length: 400 }, (_, i) => (i % 2 ? 'online' : 'offline')));
    expect(many.waiting).toHaveLength(limits.examReportedEventsMax);
  });
});

describe('batches', () => {
  const queue = recorded(Array.from({ length: 120 }, (_, i) => (i % 2 ? 'visible' : 'hidden')));

  it('sends at most one call’s worth at a time, oldest first', () => {
    const sizes: number[] = [];
    let q = queue;
    for (let batch = nextBatch(q); batch.length > 0; batch = nextBatch(q)) {
      expect(batch[0]).toEqual(q.waiting[0]);
      sizes.push(batch.length);
      q = withoutSent(q, batch);
    }
    expect(sizes).toEqual([limits.examEventsPerCall, limits.examEventsPerCall, 20]);
    expect(nextBatch(emptyReportQueue)).toEqual([]);
  });

  it('keeps what was reported while a batch was on its way', () => {
    const q = recorded(['offline', 'online']);
    const batch = nextBatch(q);
    const meanwhile = withReport(q, { at: at(9), type: 'hidden' });
    expect(withoutSent(meanwhile, batch).waiting).toEqual([{ at: at(9), type: 'hidden' }]);
  });

  it('leaves the queue alone when the batch sent is no longer at its head (another tab sent it)', () => {
    const q = recorded(['offline', 'online']);
    expect(withoutSent(q, [{ at: at(5), type: 'hidden' }])).toBe(q);
  });
});

describe('afterRefusal', () => {
  const q = recorded(Array.from({ length: 60 }, (_, i) => (i % 2 ? 'visible' : 'hidden')));

  it('drops every report when the attempt takes no more', () => {
    for (const key of ['examEnded', 'examNotStarted', 'examLogFull']) {
      const left = afterRefusal(q, nextBatch(q), key);
      expect(left.waiting).toEqual([]);
      expect(left.visibility).toBe(q.visibility);
    }
  });

  it('drops only the refused batch for any other refusal', () => {
    expect(afterRefusal(q, nextBatch(q), null).waiting).toHaveLength(60 - limits.examEventsPerCall);
  });
});
