import { Alert, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCloudOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cacheLoadedAssets } from '../app/service-worker';
import { loadTypedPreview } from '../grading/TypedAnswerInput';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { clearNotices, notifyError, notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { AttachPhotos } from '../work-photos/AttachPhotos';
import { takesPhotos } from '../work-photos/rules';
import { photosOf } from '../work-photos/types';
import {
  answeredOf,
  contentToSend,
  type Draft,
  draftChanged,
  emptyAnswerKey,
  isAnswerable,
  normaliseAnswer,
} from './answers';
import type { Feedback } from './CheckFeedback';
import { ExamTimer } from './ExamTimer';
import { examMinutesOf, HomeworkName } from './HomeworkName';
import { QuestionNavigator } from './QuestionNavigator';
import { QuestionPane } from './QuestionPane';
import { RunnerActions } from './RunnerActions';
import { SaveStatus } from './SaveStatus';
import { errorKey } from './server-error';
import type { Exercise, ExerciseQuestion } from './types';
import { useDrafts } from './use-drafts';
import { type ExamClock, useExamClock } from './use-exam-clock';
import { useExamReports } from './use-exam-reports';
import { useOutbox } from './use-outbox';

interface RunnerSessionProps {
  exercise: Exercise;
  clock: ExamClock | null;
  /** The exam had started before this Start (a reload, another device). */
  resumed: boolean;
  /** Shown from the copy kept on this device (no connection). */
  offline: boolean;
  /** Leaves the runner (one page back). */
  onExit: () => void;
}

/** One question at a time: answers saved when moving on, Check Solution, the exam countdown, Submit All. */
export function RunnerSession({ exercise: e, clock, resumed, offline, onExit }: RunnerSessionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const check = trpc.user.submitExercise.useMutation();
  const updateContent = trpc.user.updateExerciseContent.useMutation();
  const finish = trpc.user.finishExercise.useMutation();
  const drafts = useDrafts();
  const { outbox, status } = useOutbox(e._id);
  const workPhotos = trpc.user.getWorkPhotos.useQuery({ exerciseId: e._id });
  /** What was last handed to the outbox per question (or the server's answer): a change differs from it. */
  const queued = useRef(new Map<string, Draft>());
  const [index, setIndex] = useState(0);
  const [feedback, setFeedback] = useState<Record<string, Feedback>>({});
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const [ended, setEnded] = useState(false);
  const ending = useRef(false);
  /** The notice asking for an answer: it goes once there is one, or once the answer is checked. */
  const askedForAnswer = useRef<string>(undefined);
  const askForAnswer = (key: 'selectYourAnswer' | 'inputYourAnswer') => {
    askedForAnswer.current = notifyError(t(`messages.${key}`));
  };
  const answerGiven = () => {
    if (askedForAnswer.current) clearNotices(askedForAnswer.current);
    askedForAnswer.current = undefined;
  };
  const finishing = useRef(false);
  const remaining = useExamClock(clock);
  /** The runner's title: Start's button is gone once the runner shows, so focus moves here. */
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const isExam = e.homeworkId.isExam;
  // The attempt's reports (offline, tab hidden, reload) go to the teacher's log while it runs.
  const reports = useExamReports(e._id, {
    running: isExam && !ended && !e.closed && !e.finishedAt,
    resumed,
    clock,
    endExamAt: e.endExamAt,
    outboxOffline: status.offline,
  });
  const items = e.questionList;
  const item = items[Math.min(index, items.length - 1)]!;
  const id = e._id;

  const refresh = () => utils.user.getExerciseById.invalidate({ id });

  /** After the exam's end, a refused call freezes the runner. */
  const freezeWhenOver = (err: unknown) => {
    const key = errorKey(err);
    if (key === 'examEnded' || key === 'answerAfterGrace') setEnded(true);
  };

  /**
   * Hands a question's answer to the outbox when it differs from what was last handed over: written to
   * this device first, then sent. An empty answer is not sent (the server refuses it), nor anything for a
   * description.
   */
  const enqueue = async (q: ExerciseQuestion, draft: Draft) => {
    const kind = q.question.isChoice;
    if (q.locked || !isAnswerable(kind) || emptyAnswerKey(kind, draft.answer)) return;
    const last = queued.current.get(q.question._id) ?? { answer: q.answer, content: q.content };
    if (!draftChanged(kind, draft, last)) return;
    const answer = normaliseAnswer(kind, draft.answer);
    const content = contentToSend(draft.content);
    queued.current.set(q.question._id, { answer, content });
    await outbox.change(q.question._id, answer, content, q.answerSeq);
  };

  // Answers that had not reached the server when the page was left (a reload, a crashed tab) come back
  // onto the screen, and the outbox sends them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per exercise, when the runner opens.
  useEffect(() => {
    cacheLoadedAssets();
    // A typed number or expression's preview needs the checker's maths: fetched now (after the first screen)
    // and kept by the service worker, so the preview still works when the connection drops later.
    if (items.some((q) => q.question.isChoice === '2' && q.question.answerType !== 'text'))
      void loadTypedPreview().then(cacheLoadedAssets, () => undefined);
    let live = true;
    void outbox
      .pending()
      .then((saves) => {
        if (!live) return;
        for (const s of saves) {
          const q = items.find((x) => x.question._id === s.questionId);
          if (!q || q.locked) continue;
          queued.current.set(s.questionId, { answer: s.answer, content: s.content });
          drafts.set(q, { answer: s.answer, content: s.content });
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id]);

  // A save the server refused because the exam is over freezes the runner.
  useEffect(() => {
    if (status.refused.some((r) => r.refusal.key === 'examEnded' || r.refusal.key === 'answerAfterGrace'))
      setEnded(true);
  }, [status.refused]);

  /** Sends what waits; says so when it cannot (nothing is submitted then). */
  const drained = async () => {
    if (await outbox.flushWithin(15_000)) return true;
    notifyError(t('exercises.outbox.cannotSubmit', { count: outbox.getStatus().waiting }));
    return false;
  };

  /** Saves the current question when it changed; `requireAnswer` refuses an empty answer (§5). */
  const persist = async (q: ExerciseQuestion, requireAnswer: boolean): Promise<boolean> => {
    const draft = drafts.get(q);
    const kind = q.question.isChoice;
    if (!isAnswerable(kind)) return true;
    if (q.locked) {
      const content = contentToSend(draft.content);
      if (content && content !== q.content) {
        await updateContent.mutateAsync({ id, questionId: q.question._id, content });
        await refresh();
      }
      return true;
    }
    const empty = emptyAnswerKey(kind, draft.answer);
    if (empty) {
      if (requireAnswer) askForAnswer(empty);
      return !requireAnswer;
    }
    await enqueue(q, draft);
    return true;
  };

  const reportError = useMutationError();
  /** One step of the runner: the buttons wait while it runs; a refusal is told, and freezes after the end. */
  const step = useMutation({
    mutationFn: (work: () => Promise<unknown>) => work(),
    onError: (err) => {
      reportError.onError(err);
      freezeWhenOver(err);
    },
  });
  const busy = step.isPending;
  /** Runs `work` as the runner's step, toasting `success` once it is done. */
  const run = (work: () => Promise<unknown>, success?: string) =>
    step.mutate(work, { onSuccess: () => success && notifySuccess(success) });

  const go = (to: number, requireAnswer: boolean) =>
    run(async () => {
      if (ended || (await persist(item, requireAnswer))) setIndex(to);
    });

  const checkSolution = () =>
    run(async () => {
      const draft = drafts.get(item);
      const empty = emptyAnswerKey(item.question.isChoice, draft.answer);
      if (empty) {
        askForAnswer(empty);
        return;
      }
      const result = await check.mutateAsync({
        id,
        questionId: item.question._id,
        answer: normaliseAnswer(item.question.isChoice, draft.answer),
        content: contentToSend(draft.content),
      });
      const qid = item.question._id;
      // The checked answer replaces any save of it still waiting.
      await outbox.drop(qid);
      queued.current.set(qid, { answer: result.answer, content: result.content });
      answerGiven();
      setFeedback((f) => ({ ...f, [qid]: result }));
      // A wrong try that revealed a hint stays open: the solution waits until the answer is locked.
      setShown((s) => ({ ...s, [qid]: result.locked }));
      await refresh();
    });

  const saveWorking = () => run(() => persist(item, false), t('messages.successfullySaved'));

  const submitAll = () =>
    run(async () => {
      if (!ended && !(await persist(item, false))) return;
      if (!(await drained())) return;
      // The attempt's last reports go before the hand-in, which ends their acceptance; never for long.
      if (isExam) await reports.flushWithin(3_000);
      await finish.mutateAsync({ id });
      notifySuccess(t('messages.successfullySaved'));
      await Promise.all([
        utils.user.getClassesContent.invalidate(),
        utils.user.getExerciseList.invalidate(),
        refresh(),
      ]);
      onExit();
    });

  /** Whether a question has an answer, saved or on screen. */
  const isAnswered = (q: ExerciseQuestion) =>
    !!q.answeredAt || emptyAnswerKey(q.question.isChoice, drafts.get(q).answer) === null;

  /** Submit All is final: ask first, and say how many questions still have no answer (descriptions aside). */
  const confirmSubmitAll = () => {
    const progress = answeredOf(items.map((q) => ({ kind: q.question.isChoice, answered: isAnswered(q) })));
    const unanswered = progress.total - progress.answered;
    confirmAction({
      text: [
        t('exercises.runner.submitAllConfirm'),
        unanswered > 0 ? t('exercises.runner.unansweredCount', { count: unanswered, total: progress.total }) : '',
      ]
        .filter(Boolean)
        .join(' '),
      confirmLabel: t('exercises.runner.submitAll'),
      onConfirm: submitAll,
    });
  };

  // Every change of the answer on screen goes to the outbox at once: kept on this device, then sent.
  const current = drafts.get(item);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the draft's text, not on the helpers.
  useEffect(() => {
    if (ended || item.locked) return;
    if (!emptyAnswerKey(item.question.isChoice, current.answer)) answerGiven();
    enqueue(item, current).catch((err) => {
      notifyError(errorText(err));
      freezeWhenOver(err);
    });
  }, [ended, item.question._id, current.answer, current.content]);

  // At zero the exam finishes by itself once the answers waiting here have reached the server (they
  // count within the grace period); while they cannot, the runner stays, showing what waits.
  useEffect(() => {
    if (!isExam || remaining !== 0 || ending.current) return;
    ending.current = true;
    setEnded(true);
    void outbox.flush();
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the outbox empties after the end.
  useEffect(() => {
    if (!ending.current || finishing.current || !status.ready || status.waiting > 0) return;
    finishing.current = true;
    void (async () => {
      try {
        await reports.flushWithin(3_000);
        await finish.mutateAsync({ id });
      } catch {
        // The server has recorded the end by itself; nothing to tell the student beyond the end.
      }
      notifySuccess(t('messages.examEnded'));
      await Promise.all([
        utils.user.getClassesContent.invalidate(),
        utils.user.getExerciseList.invalidate(),
        refresh(),
      ]);
      // An answer the server refused stays explained on screen.
      if (outbox.getStatus().refused.length === 0) onExit();
    })();
  }, [ended, status]);

  const stored = (q: ExerciseQuestion): Feedback | null =>
    feedback[q.question._id] ??
    (q.locked && isAnswerable(q.question.isChoice)
      ? {
          autoCorrect: q.isCorrect ?? q.autoCorrect,
          autoReason: q.isCorrect === null ? q.autoReason : null,
          autoDetail: q.isCorrect === null ? q.autoDetail : null,
          correctAnswer: q.question.correctAnswer,
          description: q.question.description,
          score: q.isCorrect === null ? q.score : q.isCorrect ? 1 : 0,
          locked: true,
          hints: q.hints,
          feedback: q.feedback,
          parts: q.parts,
        }
      : null);
  const qid = item.question._id;
  const last = index >= items.length - 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Stack gap={2}>
          <Title order={1} size="h3" ref={heading} tabIndex={-1}>
            <HomeworkName name={e.homeworkId.name} isExam={isExam} minutes={examMinutesOf(e)} size="lg" />
          </Title>
          <Text size="sm" c="dimmed">
            {t('exercises.runner.questionOf', { n: index + 1, count: items.length })}
          </Text>
        </Stack>
        {isExam && remaining !== null && <ExamTimer seconds={remaining} />}
      </Group>
      {offline && (
        <Alert color="gray" variant="light" icon={<IconCloudOff size={18} />}>
          {t('exercises.outbox.offlineCopy')}
        </Alert>
      )}
      <SaveStatus
        status={status}
        numberOf={(qid) => items.findIndex((q) => q.question._id === qid) + 1}
        remaining={isExam ? remaining : null}
      />
      {ended && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
          {t('messages.examEnded')}
        </Alert>
      )}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <QuestionNavigator
            count={items.length}
            current={index}
            answered={(i) => {
              const q = items[i];
              return !!q && isAnswerable(q.question.isChoice) && isAnswered(q);
            }}
            counted={(i) => !!items[i] && isAnswerable(items[i].question.isChoice)}
            onGo={(i) => go(i, false)}
            disabled={busy}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <QuestionPane
              key={qid}
              item={item}
              index={index + 1}
              draft={drafts.get(item)}
              onDraft={(patch) => drafts.set(item, patch)}
              feedback={stored(item)}
              solutionShown={!!shown[qid]}
              onToggleSolution={() => setShown((s) => ({ ...s, [qid]: !s[qid] }))}
              frozen={ended}
              busy={busy}
              photos={
                takesPhotos(item.question) ? (
                  <AttachPhotos
                    outbox={outbox}
                    status={status}
                    exerciseId={id}
                    questionId={qid}
                    stored={photosOf(workPhotos.data, qid)}
                    disabled={ended}
                    label={t('workPhotos.questionLabel')}
                  />
                ) : undefined
              }
            />
            <RunnerActions
              canGoBack={index > 0}
              canGoOn={!last}
              check={!isExam && !item.locked && isAnswerable(item.question.isChoice)}
              saveWorking={!isExam && item.locked}
              busy={busy}
              finishing={finish.isPending}
              onPrevious={() => go(index - 1, false)}
              onNext={() => go(index + 1, true)}
              onCheck={checkSolution}
              onSaveWorking={saveWorking}
              onSubmitAll={confirmSubmitAll}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      {e.homeworkId.workPhotos && (
        <Paper withBorder radius="md" p="md">
          <AttachPhotos
            outbox={outbox}
            status={status}
            exerciseId={id}
            questionId={null}
            stored={photosOf(workPhotos.data, null)}
            disabled={ended}
            label={t('workPhotos.homeworkLabel')}
          />
        </Paper>
      )}
    </Stack>
  );
}
