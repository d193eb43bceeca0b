import '@mantine/dates/styles.css';
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { limits } from '@quanta/validators';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import {
  type ClassLessons,
  newRow,
  rowsFromSlots,
  type SlotRow,
  scheduleInputOf,
  weekdayKeys,
  weekdays,
} from './slot-form';

/** The class's weekly slots: a row per slot, added and removed freely, saved together. */
export function SlotsForm({ classId, slots }: { classId: string; slots: ClassLessons['slots'] }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [rows, setRows] = useState<SlotRow[]>(() => rowsFromSlots(slots));
  const [error, setError] = useState<string | null>(null);
  const save = trpc.teacher.setClassSchedule.useMutation({
    ...useMutationError(setError),
    onSuccess: ({ count }) => {
      notifySuccess(t('schedule.slots.scheduled', { count }));
      return utils.teacher.getClassLessons.invalidate({ classId });
    },
  });
  const change = (key: string, patch: Partial<SlotRow>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const dayOptions = weekdays.map((d) => ({ value: d, label: t(`schedule.weekdays.${weekdayKeys[d]}`) }));

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(scheduleInputOf(classId, rows));
      }}
      noValidate
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('schedule.slots.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('schedule.slots.hint')}
        </Text>
        {rows.length === 0 && <Text size="sm">{t('schedule.slots.empty')}</Text>}
        {rows.map((row, i) => (
          <Paper
            key={row.key}
            withBorder
            radius="sm"
            p="sm"
            role="group"
            aria-label={t('schedule.slots.slot', { n: i + 1 })}
          >
            <Group justify="space-between" mb={4} wrap="nowrap">
              <Text fw={600} size="sm" aria-hidden>
                {t('schedule.slots.slot', { n: i + 1 })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('schedule.slots.remove', { n: i + 1 })}
                onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <NativeSelect
                label={t('schedule.slots.weekday')}
                data={dayOptions}
                value={row.weekday}
                onChange={(e) => change(row.key, { weekday: e.currentTarget.value })}
              />
              <TimeInput
                label={t('schedule.slots.start')}
                value={row.start}
                onChange={(e) => change(row.key, { start: e.currentTarget.value })}
                required
              />
              <NumberInput
                label={t('schedule.slots.minutes')}
                min={limits.lessonMinutesMin}
                max={limits.lessonMinutesMax}
                allowDecimal={false}
                step={5}
                value={row.minutes}
                onChange={(value) => change(row.key, { minutes: value })}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
              <TextInput
                label={t('schedule.slots.room')}
                maxLength={limits.lessonRoom}
                value={row.room}
                onChange={(e) => change(row.key, { room: e.currentTarget.value })}
              />
              <TextInput
                label={t('schedule.slots.link')}
                type="url"
                placeholder={t('classes.edit.linkPlaceholder')}
                maxLength={limits.lessonLink}
                value={row.link}
                onChange={(e) => change(row.key, { link: e.currentTarget.value })}
              />
            </SimpleGrid>
          </Paper>
        ))}
        <ErrorAlert message={error} />
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            disabled={rows.length >= limits.classSlots}
            onClick={() => setRows((all) => [...all, newRow(all.at(-1))])}
          >
            {t('schedule.slots.add')}
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
