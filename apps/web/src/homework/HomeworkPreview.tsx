import { Badge, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionCard } from '../questions/QuestionCard';
import { RichHtml } from '../richtext';
import { formatDue } from './HomeworkTable';
import type { Homework } from './types';

/** The whole set as students get it, in order, math typeset; answers and solutions behind a switch. */
export function HomeworkPreview({
  homework,
  opened,
  onClose,
}: {
  homework: Homework;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [showAnswer, setShowAnswer] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t('homework.previewTitle', { name: homework.name || t('homework.untitled') })}
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="sm">
            {homework.dueDate && (
              <Text size="sm">
                {t('homework.dueDate')}
                {t('app.colon')}
                {formatDue(homework.dueDate)}
              </Text>
            )}
            {homework.isExam && (
              <Badge color="orange" variant="light">
                {t('homework.examBadge')} · {t('homework.minutes', { count: homework.examDuration })}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {t('homework.questionCount', { count: homework.questionList.length })}
            </Text>
          </Group>
          <Switch
            label={t('questions.showAnswer')}
            checked={showAnswer}
            onChange={(e) => setShowAnswer(e.currentTarget.checked)}
          />
        </Group>
        {homework.description && <RichHtml html={homework.description} />}
        {homework.questionList.length === 0 ? (
          <Text c="dimmed">{t('homework.noChosen')}</Text>
        ) : (
          homework.questionList.map((q, i) => (
            <QuestionCard key={q._id} question={q} index={i + 1} showAnswer={showAnswer} />
          ))
        )}
      </Stack>
    </Modal>
  );
}
