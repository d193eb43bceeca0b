import { Button, Collapse, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { attendanceStatuses, limits } from '@quanta/validators';
import { IconNote } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Mark, markColours, type RollEntry } from './types';

interface RollRowProps {
  entry: RollEntry;
  mark: Mark | null;
  onMark: (mark: Mark) => void;
  note: string;
  onNote: (note: string) => void;
  disabled: boolean;
}

/** One student on the roll: four large toggles (one tap sets the mark), their leave, balance and a note. */
export function RollRow({ entry, mark, onMark, note, onNote, disabled }: RollRowProps) {
  const { t } = useTranslation();
  const name = entry.student.name;
  const [noteOpen, setNoteOpen] = useState(note !== '');
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {entry.balance && (
              <Text size="xs" c={entry.balance.remaining <= limits.balanceLowAt ? 'red.9' : 'dimmed'}>
                {t('schedule.balance.left', entry.balance)}
              </Text>
            )}
          </Stack>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconNote size={14} />}
            aria-expanded={noteOpen}
            aria-label={t('lessons.roll.noteFor', { name })}
            onClick={() => setNoteOpen((o) => !o)}
          >
            {t('lessons.roll.note')}
          </Button>
        </Group>
        {entry.leave && (
          <Text size="sm" c="blue" style={{ overflowWrap: 'anywhere' }}>
            {t('lessons.roll.leave', { reason: entry.leave.reason })}
          </Text>
        )}
        <SimpleGrid cols={4} spacing={6} role="group" aria-label={t('lessons.roll.markOf', { name })}>
          {attendanceStatuses.map((status) => {
            const pressed = mark === status;
            const label = t(`lessons.marks.${status}`);
            return (
              <Button
                key={status}
                size="md"
                fz="sm"
                px={2}
                color={markColours[status]}
                autoContrast
                variant={pressed ? 'filled' : 'default'}
                aria-pressed={pressed}
                aria-label={t('lessons.roll.markFor', { mark: label, name })}
                disabled={disabled}
                onClick={() => onMark(status)}
                styles={{ label: { whiteSpace: 'normal', lineHeight: 1.1 } }}
              >
                {label}
              </Button>
            );
          })}
        </SimpleGrid>
        <Collapse in={noteOpen}>
          <TextInput
            aria-label={t('lessons.roll.noteFor', { name })}
            placeholder={t('lessons.roll.note')}
            value={note}
            onChange={(e) => onNote(e.currentTarget.value)}
            maxLength={limits.attendanceNote}
            disabled={disabled}
          />
        </Collapse>
      </Stack>
    </Paper>
  );
}
