import { Anchor, Badge, Button, Group, Table } from '@mantine/core';
import { IconChartHistogram, IconChecklist, IconSend, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { AppLink } from '../ui/AppLink';
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
          <Button
            component={AppLink}
            href={correctionHref}
            size="xs"
            variant="light"
            leftSection={<IconChecklist size={14} />}
            aria-label={`${t('classHomework.correct')}${t('app.colon')}${name}`}
          >
            {t('classHomework.correct')}
          </Button>
          <Button
            component={AppLink}
            href={`/teach/class/${classId}/homework/${hwId}/analysis`}
            size="xs"
            variant="light"
            color="grape"
            leftSection={<IconChartHistogram size={14} />}
            aria-label={`${t('analysis.open')}${t('app.colon')}${name}`}
          >
            {t('analysis.open')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onRemove}
            aria-label={`${t('classHomework.remove')}${t('app.colon')}${name}`}
          >
            {t('classHomework.remove')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
