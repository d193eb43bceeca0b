import { ActionIcon, Modal, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QuestionCard } from '../questions/QuestionCard';
import type { Question } from '../questions/types';

/** An eye button that shows one question, with its answer, in a dialog. */
export function QuestionPeek({ question }: { question: Question }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const label = t('homework.viewQuestion', { name: question.name || t('questions.untitled') });
  return (
    <>
      <Tooltip label={label} withArrow openDelay={400}>
        <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={open}>
          <IconEye size={16} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={question.name || t('questions.untitled')} size="lg">
        <QuestionCard question={question} showAnswer />
      </Modal>
    </>
  );
}
