import { ActionIcon, Group, Stack, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowLeft, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '../questions/types';
import { RemoveChosenButton } from '../ui/RemoveChosenButton';
import type { Direction } from './order';
import { keepPresent } from './order';
import { QuestionRows } from './QuestionRows';

interface ChosenQuestionsProps {
  questions: Question[];
  onRemove: (ids: string[]) => Promise<boolean>;
  onMove: (index: number, direction: Direction) => void;
  removing: boolean;
  moving: boolean;
}

/** The transfer's right side: the homework's questions in order, with up and down and remove. */
export function ChosenQuestions({ questions, onRemove, onMove, removing, moving }: ChosenQuestionsProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const picked = keepPresent(selected, questions);

  const remove = async () => {
    if (await onRemove(picked)) setSelected(new Set());
  };

  const moveButtons = (q: Question, index: number) => {
    const name = q.name || t('questions.untitled');
    const up = t('homework.moveUp', { name });
    const down = t('homework.moveDown', { name });
    return (
      <>
        <Tooltip label={up} withArrow openDelay={400}>
          <ActionIcon
            variant="subtle"
            aria-label={up}
            disabled={index === 0 || moving}
            onClick={() => onMove(index, 'up')}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={down} withArrow openDelay={400}>
          <ActionIcon
            variant="subtle"
            aria-label={down}
            disabled={index === questions.length - 1 || moving}
            onClick={() => onMove(index, 'down')}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </Tooltip>
      </>
    );
  };

  return (
    <Stack gap="xs">
      <QuestionRows
        label={t('homework.chosen')}
        questions={questions}
        selected={selected}
        onSelect={setSelected}
        numbered
        actions={moveButtons}
        empty={t('homework.noChosen')}
        height={560}
      />
      <Group justify="flex-start">
        <RemoveChosenButton icon={IconArrowLeft} count={picked.length} loading={removing} onClick={remove}>
          {t('homework.removeSelected', { count: picked.length })}
        </RemoveChosenButton>
      </Group>
    </Stack>
  );
}
