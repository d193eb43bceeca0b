import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconConfetti, IconFlag } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerInput } from '../exercises/AnswerInput';
import { emptyAnswerKey, isAnswerable, normaliseAnswer } from '../exercises/answers';
import { CheckFeedback, FeedbackRegion, HintList, type PartResult, SolutionPanel } from '../exercises/CheckFeedback';
import { markOf } from '../exercises/cloze';
import { QuestionBody } from '../exercises/QuestionBody';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifyError } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { ReportModal } from './ReportModal';

interface Outcome {
  isCorrect: boolean | null;
  /** The checker's reason (a typed number or expression, part credit, a name that is not a variable). */
  reason?: string | null;
  /** The name an 'unknownVariable' reason is about. */
  detail?: string | null;
  correctAnswer: string;
  description: string;
  /** The credit, 0 to 1 after the hints' penalty. */
  score?: number | null;
  /** false: a wrong try revealed a hint and the student may try again. */
  locked?: boolean;
  hints?: string[];
  feedback?: string[];
  parts?: PartResult[];
}

/**
 * PLAY (§4 Resource play): one question at a time from the server's batch (due reviews, then unseen);
 * Submit or Give Up reveals the answer, Next moves on, and an empty queue fetches the next batch.
 */
export function Play({ onSettings }: { onSettings: () => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  // The batch follows the site's language (unless the setting names one): a switch fetches it again.
  const language = useRef(i18n.language);
  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    void utils.user.getResourceQuestion.invalidate();
  }, [i18n.language, utils]);
  const batch = trpc.user.getResourceQuestion.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const [pos, setPos] = useState(0);
  const [answer, setAnswer] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** The verdict of a wrong try that revealed a hint: shown while the student tries again. */
  const [tried, setTried] = useState<Outcome | null>(null);
  const [showSolution, setShowSolution] = useState(false);
  const [answered, setAnswered] = useState(0);
  const [reporting, setReporting] = useState(false);
  const reportError = useMutationError();
  const submit = trpc.user.submitResourceQuestion.useMutation(reportError);
  const giveUp = trpc.user.giveUpResourceQuestion.useMutation(reportError);

  // A new batch starts the local queue again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each fetched batch
  useEffect(() => {
    setPos(0);
    setAnswered(0);
  }, [batch.dataUpdatedAt]);

  if (batch.error) return <ErrorAlert message={errorText(batch.error)} />;
  if (!batch.data || batch.isFetching)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  const { questions, total } = batch.data;
  /** Questions practised (answered or given up), never the one on screen: a review repeats one already counted. */
  const done = Math.min(total, batch.data.done + answered);
  const question = questions[pos];
  /** The verdict on screen: the final one, or the last wrong try's while trying again. */
  const shown = outcome ?? tried;
  const progress = (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('resources.play.progress')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('resources.play.progressValue', { done, total })}
        </Text>
      </Group>
      <Progress value={total ? (done * 100) / total : 0} aria-label={t('resources.play.progress')} />
      {question?.review && (
        <Text size="xs" c="dimmed">
          {t('resources.play.reviewing')}
        </Text>
      )}
    </Stack>
  );

  if (total === 0 && questions.length === 0)
    return (
      <Paper withBorder radius="md" p="lg">
        <Stack align="flex-start">
          <Text>{t('resources.play.noSetting')}</Text>
          <Button variant="light" onClick={onSettings}>
            {t('resources.play.toSettings')}
          </Button>
        </Stack>
      </Paper>
    );
  if (!question)
    return (
      <Stack>
        {progress}
        <Alert color="teal" icon={<IconConfetti size={18} />}>
          {t('messages.allQuestionsDone')}
        </Alert>
      </Stack>
    );

  const next = () => {
    setOutcome(null);
    setTried(null);
    setShowSolution(false);
    setAnswer('');
    if (pos + 1 < questions.length) setPos(pos + 1);
    else {
      void utils.user.getResourceQuestion.invalidate();
    }
  };
  const counted = () => {
    if (!question.review) setAnswered((n) => n + 1);
  };
  const onSubmit = () => {
    const empty = emptyAnswerKey(question.isChoice, answer);
    if (empty) return notifyError(t(`messages.${empty}`));
    submit.mutate(
      { questionId: question._id, answer: normaliseAnswer(question.isChoice, answer) },
      {
        onSuccess: (r: Outcome) => {
          // A wrong try with a hint left keeps the question open: the hint shows, the answer stays editable.
          if (r.locked === false) return setTried(r);
          counted();
          setTried(null);
          setOutcome(r);
        },
      },
    );
  };
  const onGiveUp = () =>
    giveUp.mutate(
      { questionId: question._id },
      {
        onSuccess: (r) => {
          counted();
          setOutcome({ isCorrect: null, correctAnswer: r.correctAnswer, description: r.description });
        },
      },
    );

  return (
    <Stack gap="md">
      {progress}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              {question.review && (
                <Badge color="orange" variant="light" title={t('resources.play.reviewHint')}>
                  {t('resources.play.review')}
                </Badge>
              )}
              <Badge variant="default">{t('resources.play.difficulty', { level: question.difficuty })}</Badge>
            </Group>
            <Anchor component="button" type="button" size="sm" onClick={() => setReporting(true)}>
              <Group gap={4} wrap="nowrap">
                <IconFlag size={14} />
                {t('resources.play.reportBug')}
              </Group>
            </Anchor>
          </Group>
          <QuestionBody question={question} index={pos + 1} />
          <AnswerInput
            question={question}
            value={answer}
            onChange={setAnswer}
            disabled={outcome !== null}
            marks={shown?.parts?.map((p) => markOf(p.score))}
          />
          <FeedbackRegion>
            {shown &&
              (shown.isCorrect === null ? (
                <Alert role="group" color="gray">
                  {t('resources.play.gaveUp')}
                </Alert>
              ) : (
                <CheckFeedback
                  verdict={shown.isCorrect}
                  reason={shown.reason}
                  detail={shown.detail}
                  score={shown.score}
                  feedback={shown.feedback}
                  tryAgain={shown === tried}
                />
              ))}
          </FeedbackRegion>
          <HintList hints={shown?.hints ?? []} />
          {outcome && showSolution && (
            <SolutionPanel
              correctAnswer={outcome.correctAnswer}
              description={outcome.description}
              isChoice={question.isChoice}
            />
          )}
          <Group gap="sm">
            {outcome || !isAnswerable(question.isChoice) ? (
              <>
                <Button onClick={next}>{t('resources.play.next')}</Button>
                {outcome && (
                  <Button variant="light" onClick={() => setShowSolution((s) => !s)}>
                    {showSolution ? t('resources.play.hideSolution') : t('resources.play.showSolution')}
                  </Button>
                )}
              </>
            ) : (
              <>
                <Button onClick={onSubmit} loading={submit.isPending} disabled={giveUp.isPending}>
                  {t('resources.play.submit')}
                </Button>
                <Button variant="default" onClick={onGiveUp} loading={giveUp.isPending} disabled={submit.isPending}>
                  {t('resources.play.giveUp')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Paper>
      <ReportModal questionId={reporting ? question._id : null} onClose={() => setReporting(false)} />
    </Stack>
  );
}
