import { Anchor, Badge, Button, Group, Table } from '@mantine/core';
import { IconChartHistogram, IconChecklist, IconSend } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { AppLink } from '../ui/AppLink';
import { LinkButton } from '../ui/LinkButton';
import { DeleteButton } from '../ui/RowButtons';
import type { ClassHomeworkEntry } from './types';

interface ClassHomeworkRowProps {
  classId: string;
  entry: ClassHomeworkEntry;
  onPublish: () => void;
  onRemove: () => void;
}

/** One homework of the class: name (to its correction), due date, exam badge, questions and actions. */
export function ClassHomeworkRow({ classId, entry, onPublish, onRemove }: ClassHomeworkRowProps) {
  const { t } = useTranslation();
  const hwId = entry.hwID._id;
  // The class's list carries no exam flag; the homework itself does (requests are batched into one).
  const hw = trpc.user.getHWById.useQuery({ id: hwId }, { staleTime: 60_000 });
  const name = entry.name || t('classHomework.untitled');
  const correctionHref = `/teacher/correctionExercise/${classId}/${hwId}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Anchor component={AppLink} href={correctionHref} fw={500} size="sm">
            {name}
          </Anchor>
          {hw.data?.isExam && (
            <Badge color="grape" variant="light" size="sm" tt="none">
              {t('classHomework.examMinutes', { count: hw.data.examDuration })}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{entry.hwID.dueDate ? dayjs(entry.hwID.dueDate).format('YYYY-MM-DD HH:mm') : ''}</Table.Td>
      <Table.Td>{hw.data ? hw.data.numQuestions : ''}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            leftSection={<IconSend size={14} />}
            onClick={onPublish}
            aria-label={`${t('classHomework.publish')}${t('app.colon')}${name}`}
          >
            {t('classHomework.publish')}
          </Button>
          <LinkButton
            href={correctionHref}
            variant="light"
            icon={IconChecklist}
            aria-label={`${t('classHomework.correct')}${t('app.colon')}${name}`}
          >
            {t('classHomework.correct')}
          </LinkButton>
          <LinkButton
            href={`/teach/class/${classId}/homework/${hwId}/analysis`}
            variant="light"
            color="grape"
            icon={IconChartHistogram}
            aria-label={`${t('analysis.open')}${t('app.colon')}${name}`}
          >
            {t('analysis.open')}
          </LinkButton>
          <DeleteButton
            label={t('classHomework.remove')}
            variant="subtle"
            aria-label={`${t('classHomework.remove')}${t('app.colon')}${name}`}
            onClick={onRemove}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
