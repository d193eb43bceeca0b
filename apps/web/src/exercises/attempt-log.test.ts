import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { clockText, durationText, type ExamEvent, foldAttemptLog, numberRanges } from './attempt-log';

const day = '2026-03-03';
const at = (time: string) => `${day}T${time}.000Z`;
const server = (time: string, type: string, questionId: string | null = null): ExamEvent => ({
  at: at(time),
  type,
  questionId,
  reported: false,
});
const reported = (time: string, type: string): ExamEvent => ({ at: at(time), type, questionId: null, reported: true });
const save = (time: string, questionId: string) => server(time, 'save', questionId);

/** q1…q9 are questions 1–9 in the homework's order; anything else has left the homework. */
const numberOf = (id: string) => (/^q\d$/.test(id) ? Number(id.slice(1)) : null);

describe('foldAttemptLog', () => {
  it('keeps the server events in order, each save with its question number', () => {
    const items = foldAttemptLog(
      [server('21:30:00', 'start'), save('21:31:05', 'q3'), save('21:32:00', 'gone'), server('21:50:00', 'handIn')],
      numberOf,
    );
    expect(items).toEqual([
      { kind: 'start', at: at('21:30:00') },
      { kind: 'save', at: at('21:31:05'), question: 3 },
      { kind: 'save', at: at('21:32:00'), question: null },
      { kind: 'handIn', at: at('21:50:00') },
    ]);
  });

  it('makes offline → online one span with its length, and hidden → visible another', () => {
    const items = foldAttemptLog(
      [
        server('21:30:00', 'start'),
        reported('21:40:02', 'offline'),
        reported('21:42:00', 'hidden'),
        reported('21:45:10', 'online'),
        reported('21:46:00', 'visible'),
        reported('21:47:00', 'reload'),
        server('22:00:00', 'timeout'),
      ],
      numberOf,
    );
    expect(items).toEqual([
      { kind: 'start', at: at('21:30:00') },
      { kind: 'offline', from: at('21:40:02'), to: at('21:45:10'), seconds: 308 },
      { kind: 'hidden', from: at('21:42:00'), to: at('21:46:00'), seconds: 240 },
      { kind: 'reload', at: at('21:47:00') },
      { kind: 'timeout', at: at('22:00:00') },
    ]);
  });

  it('treats a second offline before the return as the same stretch, and a return without a start alone', () => {
    const items = foldAttemptLog(
      [
        reported('21:40:00', 'online'),
        reported('21:41:00', 'offline'),
        reported('21:41:30', 'reload'),
        reported('21:41:31', 'offline'),
        reported('21:43:00', 'online'),
        reported('21:44:00', 'visible'),
      ],
      numberOf,
    );
    expect(items).toEqual([
      { kind: 'online', at: at('21:40:00') },
      { kind: 'offline', from: at('21:41:00'), to: at('21:43:00'), seconds: 120 },
      { kind: 'reload', at: at('21:41:30') },
      { kind: 'visible', at: at('21:44:00') },
    ]);
  });

  it('leaves a span open when the student never came back', () => {
    const items = foldAttemptLog([reported('21:40:02', 'hidden'), server('22:00:00', 'timeout')], numberOf);
    expect(items[0]).toEqual({ kind: 'hidden', from: at('21:40:02'), to: null, seconds: null });
  });

  it('collapses a long run of saves between other events into one item with its questions', () => {
    const run = ['q1', 'q2', 'q2', 'q5', 'q3', 'q4', 'gone'].map((q, i) => save(`21:3${i}:00`, q));
    const items = foldAttemptLog(
      [server('21:29:00', 'start'), ...run, reported('21:40:02', 'offline'), save('21:46:00', 'q7')],
      numberOf,
    );
    expect(items).toHaveLength(4);
    expect(items[1]).toMatchObject({
      kind: 'saves',
      from: at('21:30:00'),
      to: at('21:36:00'),
      questions: [1, 2, 3, 4, 5],
    });
    expect(items[1]?.kind === 'saves' && items[1].saves).toHaveLength(7);
    expect(items[3]).toEqual({ kind: 'save', at: at('21:46:00'), question: 7 });
  });

  it('keeps a short run of saves as they are', () => {
    const items = foldAttemptLog([save('21:30:00', 'q1'), save('21:31:00', 'q2')], numberOf, 3);
    expect(items.map((i) => i.kind)).toEqual(['save', 'save']);
  });

  it('does not join saves across a span that ended between them', () => {
    const items = foldAttemptLog(
      [
        save('21:30:00', 'q1'),
        save('21:30:10', 'q1'),
        reported('21:30:20', 'offline'),
        reported('21:30:30', 'online'),
        save('21:30:40', 'q1'),
      ],
      numberOf,
      3,
    );
    expect(items.map((i) => i.kind)).toEqual(['save', 'save', 'offline', 'save']);
  });

  it('shows an event type it does not know as it is', () => {
    expect(foldAttemptLog([server('21:30:00', 'paused')], numberOf)).toEqual([
      { kind: 'other', at: at('21:30:00'), type: 'paused' },
    ]);
  });
});

describe('numberRanges', () => {
  it('writes runs of numbers as ranges', () => {
    expect(numberRanges([5, 1, 2, 3, 8, 9])).toBe('1–3, 5, 8–9');
    expect(numberRanges([4, 4])).toBe('4');
    expect(numberRanges([])).toBe('');
    expect(numberRanges([2, 1, 7], '、')).toBe('1–2、7');
  });
});

describe('durationText', () => {
  const en = { h: 'h', min: 'min', s: 's' };
  it('leaves out the units that are zero', () => {
    expect(durationText(308, en)).toBe('5 min 8 s');
    expect(durationText(72, en)).toBe('1 min 12 s');
    expect(durationText(60, en)).toBe('1 min');
    expect(durationText(3 * 3600 + 5, en)).toBe('3 h 5 s');
    expect(durationText(0, en)).toBe('0 s');
    expect(durationText(9, { h: '小时', min: '分', s: '秒' })).toBe('9 秒');
  });
});

describe('clockText', () => {
  it('gives the time of day on the log’s day and the date on any other', () => {
    const start = '2026-03-03T12:00:00';
    expect(clockText('2026-03-03T12:40:02', start)).toBe('12:40:02');
    expect(clockText('2026-03-04T12:40:02', start)).toBe('2026-03-04 12:40:02');
    expect(clockText('2026-03-03T12:40:02', null)).toBe(dayjs('2026-03-03T12:40:02').format('YYYY-MM-DD HH:mm:ss'));
  });
});
