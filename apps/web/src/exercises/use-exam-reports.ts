import { useEffect, useRef, useState } from 'react';
import { api } from '../session/trpc';
import { ExamReports } from './exam-reports';
import type { ExamClock } from './use-exam-clock';

/** The attempts whose questions this page load has already shown: opening one again is no reload. */
const openedInThisPage = new Set<string>();

interface ExamReportsOptions {
  /** The attempt runs: an exam, started, not handed in, not over. */
  running: boolean;
  /** The attempt was started before this Start (in an earlier page load, or earlier in this one). */
  resumed: boolean;
  /** The exam's clock and end, to date reports on the server's clock rather than this device's. */
  clock: ExamClock | null;
  endExamAt: string | null;
  /** The answer outbox's last send failed for want of a connection. */
  outboxOffline: boolean;
}

/**
 * An exam attempt's reports, sent through `user.logExamEvents`: offline and back online (the window's
 * events and the answer outbox's), the tab hidden and shown, and a reload (the questions shown again for an
 * attempt started before this page load). Recorded only while the attempt runs.
 */
export function useExamReports(exerciseId: string, o: ExamReportsOptions): ExamReports {
  const [reports] = useState(
    () => new ExamReports(exerciseId, (events) => api.user.logExamEvents.mutate({ id: exerciseId, events })),
  );
  const { running, resumed, clock, endExamAt, outboxOffline } = o;

  // The server's now when the clock arrived was its end less the seconds then left.
  useEffect(() => {
    const end = endExamAt ? Date.parse(endExamAt) : Number.NaN;
    reports.offsetMs =
      clock && clock.remaining > 0 && Number.isFinite(end) ? end - clock.remaining * 1000 - clock.receivedAt : 0;
  }, [reports, clock, endExamAt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per attempt, when its questions first show.
  useEffect(() => {
    if (!running) return;
    if (resumed && !openedInThisPage.has(exerciseId)) void reports.record('reload');
    openedInThisPage.add(exerciseId);
    // What changed while no page watched (closed offline, say) is reported as the page finds it.
    void reports.record(navigator.onLine ? 'online' : 'offline');
    void reports.record(document.visibilityState === 'hidden' ? 'hidden' : 'visible');
  }, [running]);

  useEffect(() => {
    if (running) return reports.start();
    // Over: what still waits goes while the server takes it (the grace period); refused after, and dropped.
    void reports.flush();
  }, [reports, running]);

  const wasOffline = useRef(false);
  useEffect(() => {
    if (!running || outboxOffline === wasOffline.current) return;
    wasOffline.current = outboxOffline;
    void reports.record(outboxOffline ? 'offline' : 'online');
  }, [reports, running, outboxOffline]);

  return reports;
}
