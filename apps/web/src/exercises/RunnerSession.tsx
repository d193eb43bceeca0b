import { Alert, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirmAction';
import { notifyError, notifySuccess } from '../ui/notify';
import { contentToSend, draftChanged, emptyAnswerKey, normaliseAnswer } from './answers';
import type { Feedback } from './CheckFeedback';
import { ExamTimer } from './ExamTimer';
import { QuestionNavigator } from './QuestionNavigator';
import { QuestionPane } from './QuestionPane';
import { RunnerActions } from './RunnerActions';
import { HomeworkName } from './ScoreCells';
import { errorKey } from './serverError';
import type { Exercise, ExerciseQuestion } from './types';
import { useDrafts } from './useDrafts';
import { type ExamClock, useExamClock } from './useExamClock';

interface RunnerSessionProps {
  exercise: Exercise;
  clock: ExamClock | null;
  /** Leaves the runner (one page back). */
  onExit: () => void;
}

/** One question at a time: answers saved when moving on, Check Solution, the exam countdown, Submit All. */
export function RunnerSession({ exercise: e, clock, onExit }: RunnerSessionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const save = trpc.user.saveExercise.useMutation();
  const check = trpc.user.submitExercise.useMutation();
  const updateContent = trpc.user.updateExerciseContent.useMutation();
  const finish = trpc.user.finishExercise.useMutation();
  const drafts = useDrafts();
  const [index, setIndex] = useState(0);
  const [feedback, setFeedback] = useState<Record<string, Feedback>>({});
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const [ended, setEnded] = useState(false);
  const ending = useRef(false);
  const remaining = useExamClock(clock);
  const isExam = e.homeworkId.isExam;
  const items = e.questionList;
  const item = items[Math.min(index, items.length - 1)]!;
  const id = e._id;

  const refresh = () => utils.user.getExerciseById.invalidate({ id });

  /** A refused call: its message; after the exam's end, the runner freezes. */
  const refused = (err: unknown) => {
    notifyError(errorText(err));
    if (errorKey(err) === 'examEnded') setEnded(true);
  };

  /** Saves the current question when it changed; `requireAnswer` refuses an empty answer (§5). */
  const persist = async (q: ExerciseQuestion, requireAnswer: boolean): Promise<boolean> => {
    const draft = drafts.get(q);
    const kind = q.question.isChoice;
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
      if (requireAnswer) notifyError(t(`messages.${empty}`));
      return !requireAnswer;
    }
    if (!draftChanged(kind, draft, { answer: q.answer, content: q.content })) return true;
    await save.mutateAsync({
      id,
      questionId: q.question._id,
      answer: normaliseAnswer(kind, draft.answer),
      content: contentToSend(draft.content),
    });
    await refresh();
    return true;
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      refused(err);
    } finally {
      setBusy(false);
    }
  };

  const go = (to: number, requireAnswer: boolean) =>
    run(async () => {
      if (ended || (await persist(item, requireAnswer))) setIndex(to);
    });

  const checkSolution = () =>
    run(async () => {
      const draft = drafts.get(item);
      const empty = emptyAnswerKey(item.question.isChoice, draft.answer);
      if (empty) {
        notifyError(t(`messages.${empty}`));
        return;
      }
      const result = await check.mutateAsync({
        id,
        questionId: item.question._id,
        answer: normaliseAnswer(item.question.isChoice, draft.answer),
        content: contentToSend(draft.content),
      });
      const qid = item.question._id;
      setFeedback((f) => ({ ...f, [qid]: result }));
      setShown((s) => ({ ...s, [qid]: true }));
      await refresh();
    });

  const saveWorking = () =>
    run(async () => {
      await persist(item, false);
      notifySuccess(t('messages.successfullySaved'));
    });

  const submitAll = () =>
    run(async () => {
      if (!ended && !(await persist(item, false))) return;
      await finish.mutateAsync({ id });
      notifySuccess(t('messages.successfullySaved'));
      await Promise.all([
        utils.user.getClassesContent.invalidate(),
        utils.user.getExerciseList.invalidate(),
        refresh(),
      ]);
      onExit();
    });

  /** Submit All is final: ask first, and say how many questions still have no answer. */
  const confirmSubmitAll = () => {
    const unanswered = items.filter((q) => emptyAnswerKey(q.question.isChoice, drafts.get(q).answer) !== null).length;
    confirmAction({
      text: [
        t('exercises.runner.submitAllConfirm'),
        unanswered > 0 ? t('exercises.runner.unansweredCount', { count: unanswered, total: items.length }) : '',
      ]
        .filter(Boolean)
        .join(' '),
      confirmLabel: t('exercises.runner.submitAll'),
      onConfirm: () => void submitAll(),
    });
  };

  // In an exam the answer on screen is also saved shortly after it changes, so time running out loses nothing.
  const current = drafts.get(item);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the draft's text, not on the helpers.
  useEffect(() => {
    if (!isExam || ended || item.locked) return;
    const kind = item.question.isChoice;
    if (emptyAnswerKey(kind, current.answer)) return;
    if (!draftChanged(kind, current, { answer: item.answer, content: item.content })) return;
    const timer = window.setTimeout(() => {
      persist(item, false).catch(refused);
    }, 1500);
    return () => window.clearTimeout(timer);
  }, [isExam, ended, item.question._id, item.answer, item.content, current.answer, current.content]);

  // At zero the exam finishes by itself (the server has stopped taking answers).
  useEffect(() => {
    if (!isExam || remaining !== 0 || ending.current) return;
    ending.current = true;
    setEnded(true);
    void (async () => {
      try {
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
      onExit();
    })();
  });

  const stored = (q: ExerciseQuestion): Feedback | null =>
    feedback[q.question._id] ??
    (q.locked
      ? {
          autoCorrect: q.isCorrect ?? q.autoCorrect,
          autoReason: q.isCorrect === null ? q.autoReason : null,
          correctAnswer: q.question.correctAnswer,
          description: q.question.description,
        }
      : null);
  const qid = item.question._id;
  const last = index >= items.length - 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Stack gap={2}>
          <Title order={3}>
            <HomeworkName name={e.homeworkId.name} isExam={isExam} minutes={e.homeworkId.examDuration} size="lg" />
          </Title>
          <Text size="sm" c="dimmed">
            {t('exercises.runner.questionOf', { n: index + 1, count: items.length })}
          </Text>
        </Stack>
        {isExam && remaining !== null && <ExamTimer seconds={remaining} />}
      </Group>
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
            answered={(i) => !!items[i]?.answeredAt}
            onGo={(i) => void go(i, false)}
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
            />
            <RunnerActions
              canGoBack={index > 0}
              canGoOn={!last}
              check={!isExam && !item.locked}
              saveWorking={!isExam && item.locked}
              busy={busy}
              finishing={finish.isPending}
              onPrevious={() => void go(index - 1, false)}
              onNext={() => void go(index + 1, true)}
              onCheck={() => void checkSolution()}
              onSaveWorking={() => void saveWorking()}
              onSubmitAll={confirmSubmitAll}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
