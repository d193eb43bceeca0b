import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** One event of an exam attempt as `teacher.getExamLog` lists it, oldest first. */
export interface ExamEvent {
  at: string;
  /** The server's 'start' | 'save' | 'handIn' | 'timeout', the runner's 'offline' | 'online' | 'hidden' | 'visible' | 'reload'. */
  type: string;
  questionId: string | null;
  reported: boolean;
}

export interface SaveItem {
  kind: 'save';
  at: string;
  /** The question's number in the homework's order; null for a question no longer in it. */
  question: number | null;
}

/** Offline until back online, the tab hidden until shown again; `to` is null when it never came back. */
export interface SpanItem {
  kind: 'offline' | 'hidden';
  from: string;
  to: string | null;
  seconds: number | null;
}

/** What the timeline shows, one entry a line. */
export type AttemptItem =
  | { kind: 'start' | 'handIn' | 'timeout' | 'reload' | 'online' | 'visible'; at: string }
  | SaveItem
  | { kind: 'saves'; from: string; to: string; saves: SaveItem[]; questions: number[] }
  | SpanItem
  | { kind: 'other'; at: string; type: string };

/** A run of this many saves or more between other events is shown as one line. */
export const savesRunMin = 5;

/** The span each closing event ends. */
const spanEnds: Record<string, SpanItem['kind']> = { online: 'offline', visible: 'hidden' };

/**
 * The attempt log as the timeline shows it: offline→online and hidden→visible become one span each (a
 * second 'offline' before the return is the same stretch), saves carry their question's number, and a run of
 * `savesRunMin` saves or more between other events becomes one `saves` item.
 *
 * @example foldAttemptLog([offline 21:40:02, online 21:45:10], n) // [{kind: 'offline', from, to, seconds: 308}]
 */
export function foldAttemptLog(
  events: readonly ExamEvent[],
  questionNumber: (questionId: string) => number | null,
  runMin = savesRunMin,
): AttemptItem[] {
  const items: AttemptItem[] = [];
  const open: Partial<Record<SpanItem['kind'], SpanItem>> = {};
  for (const e of events) {
    switch (e.type) {
      case 'offline':
      case 'hidden': {
        if (open[e.type]) break;
        const span: SpanItem = { kind: e.type, from: e.at, to: null, seconds: null };
        open[e.type] = span;
        items.push(span);
        break;
      }
      case 'online':
      case 'visible': {
        const span = open[spanEnds[e.type] as SpanItem['kind']];
        if (span) {
          span.to = e.at;
          span.seconds = Math.max(0, Math.round((Date.parse(e.at) - Date.parse(span.from)) / 1000));
          delete open[span.kind];
        } else items.push({ kind: e.type, at: e.at });
        break;
      }
      case 'save':
        items.push({ kind: 'save', at: e.at, question: e.questionId ? questionNumber(e.questionId) : null });
        break;
      case 'start':
      case 'handIn':
      case 'timeout':
      case 'reload':
        items.push({ kind: e.type, at: e.at });
        break;
      default:
        items.push({ kind: 'other', at: e.at, type: e.type });
    }
  }
  return collapseSaves(items, runMin);
}

function collapseSaves(items: AttemptItem[], runMin: number): AttemptItem[] {
  const out: AttemptItem[] = [];
  let run: SaveItem[] = [];
  const flush = () => {
    if (run.length >= runMin) {
      const numbers = run.flatMap((s) => (s.question === null ? [] : [s.question]));
      out.push({
        kind: 'saves',
        from: run[0]?.at ?? '',
        to: run[run.length - 1]?.at ?? '',
        saves: run,
        questions: [...new Set(numbers)].sort((a, b) => a - b),
      });
    } else out.push(...run);
    run = [];
  };
  for (const item of items) {
    if (item.kind === 'save') run.push(item);
    else {
      flush();
      out.push(item);
    }
  }
  flush();
  return out;
}

/**
 * Question numbers as ranges, ascending.
 *
 * @example numberRanges([5, 1, 2, 3, 8, 9]) // '1–3, 5, 8–9'
 */
export function numberRanges(numbers: readonly number[], separator = ', '): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(separator);
}

/** The words of a duration's units in the shown language. */
export interface DurationUnits {
  h: string;
  min: string;
  s: string;
}

/** The shown language's units: 'h', 'min', 's' or '小时', '分', '秒'. */
export const durationUnits = (t: TFunction): DurationUnits => ({
  h: t('exercises.attemptLog.hours'),
  min: t('exercises.attemptLog.minutes'),
  s: t('exercises.attemptLog.seconds'),
});

/**
 * A duration in hours, minutes and seconds, leaving out the zero ones.
 *
 * @example durationText(308, { h: 'h', min: 'min', s: 's' }) // '5 min 8 s'
 */
export function durationText(seconds: number, units: DurationUnits): string {
  const total = Math.max(0, Math.round(seconds));
  const parts: [number, string][] = [
    [Math.floor(total / 3600), units.h],
    [Math.floor((total % 3600) / 60), units.min],
    [total % 60, units.s],
  ];
  const shown = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}`);
  return shown.length ? shown.join(' ') : `0 ${units.s}`;
}

/**
 * An event's time in local time, as the correction screen's other times: the time of day on `day` (the
 * day the log begins), the date too on any other day or when no day is given.
 *
 * @example clockText('2026-03-03T21:40:02', '2026-03-03T21:30:00') // '21:40:02'
 */
export function clockText(iso: string, day: string | null): string {
  const at = dayjs(iso);
  return day && at.isSame(dayjs(day), 'day') ? at.format('HH:mm:ss') : at.format('YYYY-MM-DD HH:mm:ss');
}
