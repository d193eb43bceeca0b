import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format';
import { accuracyText, percentOf, progressText, scorePercent } from './score';

interface Counts {
  answered: number;
  correct: number;
  total: number;
}

/** The progress tracker: answered/total with a bar. */
export function ProgressCell({ score, name }: { score: Counts; name: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} miw={110}>
      <Text size="sm">{progressText(score)}</Text>
      <Progress
        value={percentOf(score.answered, score.total)}
        size="sm"
        aria-label={t('exercises.progressOf', { name })}
      />
    </Stack>
  );
}

/** The accuracy tracker: correct/total with a bar. */
export function AccuracyCell({ score, name }: { score: Counts; name: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} miw={110}>
      <Text size="sm">{accuracyText(score)}</Text>
      <Progress
        value={percentOf(score.correct, score.total)}
        size="sm"
        color="teal"
        aria-label={t('exercises.accuracyOf', { name })}
      />
    </Stack>
  );
}

/**
 * The score: the credits earned (partial ones included) as a percentage of the questions that can score,
 * with a bar; the sum itself beside the most it could be for the reader who wants it.
 */
export function ScoreCell({ score, name }: { score: { score: number; maxScore: number }; name: string }) {
  const { t } = useTranslation();
  const percent = scorePercent(score.score, score.maxScore);
  return (
    <Stack gap={4} miw={110}>
      <Text size="sm" title={t('exercises.scoreSum', { score: score.score, max: score.maxScore })}>
        {t('exercises.scorePercent', { percent })}
      </Text>
      <Progress value={percent} size="sm" color="grape" aria-label={t('exercises.scoreOf', { name })} />
    </Stack>
  );
}

/** The due date with the 'overdue' badge (§4: due date passed and a question unanswered). */
export function DueCell({ dueDate, overdue }: { dueDate: string | null; overdue: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{formatDateTime(dueDate)}</Text>
      {overdue && (
        <Badge color="red" variant="light" size="sm" tt="none">
          {t('exercises.overdue')}
        </Badge>
      )}
    </Group>
  );
}
