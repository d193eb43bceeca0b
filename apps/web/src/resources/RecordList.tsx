import { Anchor, Badge, Paper, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleHalf2, IconCircleX, IconPlayerSkipForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../exercises/format';
import { scorePercent } from '../exercises/score';
import type { ResourceRecord } from './types';

/** The correct / partly right / wrong / gave-up mark of a record; part credit shows its score. */
export function RecordMark({ record }: { record: Pick<ResourceRecord, 'isCorrect' | 'score'> }) {
  const { t } = useTranslation();
  if (record.isCorrect === false && record.score !== null && record.score > 0)
    return (
      <Badge color="orange" variant="light" tt="none" leftSection={<IconCircleHalf2 size={14} />}>
        {t('exercises.scorePercent', { percent: scorePercent(record.score, 1) })}
      </Badge>
    );
  if (record.isCorrect === true)
    return (
      <Badge color="teal" variant="light" tt="none" leftSection={<IconCircleCheck size={14} />}>
        {t('resources.history.correct')}
      </Badge>
    );
  if (record.isCorrect === false)
    return (
      <Badge color="red" variant="light" tt="none" leftSection={<IconCircleX size={14} />}>
        {t('resources.history.wrong')}
      </Badge>
    );
  return (
    <Badge color="gray" variant="light" tt="none" leftSection={<IconPlayerSkipForward size={14} />}>
      {t('resources.history.gaveUp')}
    </Badge>
  );
}

/**
 * Practice records as a compact table (question, result, time) that fits a phone; `onOpen` makes each
 * question name a link to its read-only detail.
 */
export function RecordList({
  records,
  label,
  onOpen,
}: {
  records: ResourceRecord[];
  label: string;
  onOpen?: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (records.length === 0)
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed">{t('resources.history.empty')}</Text>
      </Paper>
    );
  return (
    <Paper withBorder radius="md">
      <Table striped verticalSpacing="sm" aria-label={label} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('resources.history.question')}</Table.Th>
            <Table.Th w={{ base: 100, sm: 130 }}>{t('resources.history.result')}</Table.Th>
            <Table.Th w={{ base: 96, sm: 160 }}>{t('resources.history.time')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((r) => (
            <Table.Tr key={r._id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {onOpen ? (
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() => onOpen(r._id)}
                    aria-label={t('resources.history.open', { name: r.question.name })}
                    ta="left"
                  >
                    {r.question.name}
                  </Anchor>
                ) : (
                  r.question.name
                )}
              </Table.Td>
              <Table.Td>
                <RecordMark record={r} />
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="xs">{formatDateTime(r.createdAt)}</Text>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
