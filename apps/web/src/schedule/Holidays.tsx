import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import { Button, Center, Container, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { limits } from '@quanta/validators';
import { IconBeach, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { EmptyState } from '../ui/EmptyState';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { DeleteButton } from '../ui/RowButtons';
import { StackedTable } from '../ui/StackedTable';
import { useMutationError } from '../ui/use-mutation-error';
import { daySpans, daysOf, groupHolidays } from './holiday-days';

type Range = [string | null, string | null];

/** `/admin/holidays`: the school's holidays, each name a day or a run of days; no lesson is made on one. */
export function Holidays() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const holidays = trpc.admin.getHolidays.useQuery();
  const [name, setName] = useState('');
  const [range, setRange] = useState<Range>([null, null]);
  const [error, setError] = useState<string | null>(null);
  const reportError = useMutationError(setError);
  const save = trpc.admin.setHolidays.useMutation({
    ...reportError,
    onSuccess: (answer) => {
      utils.admin.getHolidays.setData(undefined, answer);
      notifySuccess(t('messages.holidaysSaved'));
      setName('');
      setRange([null, null]);
    },
  });
  const days = range[0] ? daysOf(range[0], range[1]) : [];
  const groups = holidays.data ? groupHolidays(holidays.data.list) : [];

  const remove = (group: { name: string; dates: string[] }) =>
    confirmAction({
      text: t('schedule.holidays.removeText', { name: group.name, dates: daySpans(group.dates).join(', ') }),
      confirmLabel: t('schedule.holidays.remove'),
      danger: true,
      onConfirm: () => save.mutate({ name: group.name, dates: [] }),
    });

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py="lg">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('schedule.holidays.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('schedule.holidays.hint')}
        </Text>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ name: name.trim(), dates: days });
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('schedule.holidays.name')}
              required
              maxLength={limits.name}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              description={t('schedule.holidays.sameName')}
            />
            <HolidayRange value={range} onChange={setRange} count={days.length} />
            <ErrorAlert message={error} />
            <Button
              type="submit"
              loading={save.isPending}
              disabled={days.length === 0}
              leftSection={<IconDeviceFloppy size={16} />}
              style={{ alignSelf: 'flex-end' }}
            >
              {t('schedule.holidays.add')}
            </Button>
          </Stack>
        </Paper>
        <Title order={2} size="h4">
          {t('schedule.holidays.list')}
        </Title>
        {holidays.error ? (
          <ErrorAlert message={errorText(holidays.error)} />
        ) : !holidays.data ? (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : groups.length === 0 ? (
          <EmptyState icon={IconBeach} text={t('schedule.holidays.empty')} />
        ) : (
          <StackedTable
            aria-label={t('schedule.holidays.list')}
            headers={[t('schedule.holidays.name'), t('schedule.holidays.days'), t('schedule.lessons.actions')]}
          >
            {groups.map((group) => (
              <Table.Tr key={group.name}>
                <Table.Td>
                  <Text fw={500}>{group.name}</Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    {daySpans(group.dates).map((span) => (
                      <Text key={span} size="sm">
                        {span}
                      </Text>
                    ))}
                    <Text size="xs" c="dimmed">
                      {t('schedule.holidays.dayCount', { count: group.dates.length })}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <DeleteButton
                    label={t('schedule.holidays.remove')}
                    aria-label={`${t('schedule.holidays.remove')} ${group.name}`}
                    loading={save.isPending && save.variables?.name === group.name}
                    onClick={() => remove(group)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </StackedTable>
        )}
      </Stack>
    </Container>
  );
}

/** A day or a run of days: a range picker where one click twice picks a single day. */
function HolidayRange({ value, onChange, count }: { value: Range; onChange: (v: Range) => void; count: number }) {
  const { t, i18n } = useTranslation();
  return (
    <DatePickerInput
      type="range"
      allowSingleDateInRange
      label={t('schedule.holidays.days')}
      placeholder={t('schedule.holidays.daysPlaceholder')}
      valueFormat="YYYY-MM-DD"
      locale={i18n.language === 'zh' ? 'zh-cn' : 'en'}
      clearable
      clearButtonProps={{ 'aria-label': t('common.clearField', { field: t('schedule.holidays.days') }) }}
      required
      value={value}
      onChange={(v) => onChange(v as Range)}
      description={count > 0 ? t('schedule.holidays.dayCount', { count }) : undefined}
    />
  );
}
