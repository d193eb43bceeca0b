import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { StackedTable } from '../ui/StackedTable';
import { useMutationError } from '../ui/use-mutation-error';
import { homeworkHeaders } from './homework-headers';
import { parseHomeworkSearch } from './search';
import type { FoundHomework } from './types';

interface HomeworkSearchProps {
  classId: string;
  /** Ids of the homework already in the class. */
  added: Set<string>;
}

/** HW ID search: the teacher's homework by id or by name, each with Add. */
export function HomeworkSearch({ classId, added }: HomeworkSearchProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const [text, setText] = useState('');
  const [term, setTerm] = useState(() => parseHomeworkSearch(''));
  const byId = trpc.user.getHWById.useQuery({ id: term.kind === 'id' ? term.id : '' }, { enabled: term.kind === 'id' });
  const byName = trpc.teacher.getHWByTeacher.useQuery(
    { name: term.kind === 'name' ? term.name : '', page: 1, pageSize: 10 },
    { enabled: term.kind === 'name' },
  );
  const add = trpc.teacher.addHWToClass.useMutation({
    ...useMutationError(),
    onSuccess: () => notifySuccess(t('messages.addSuccess')),
    onSettled: () =>
      Promise.all([utils.public.getClassById.invalidate({ id: classId }), utils.teacher.getHWByTeacher.invalidate()]),
  });
  const query = term.kind === 'id' ? byId : byName;
  const found: FoundHomework[] = term.kind === 'id' ? (byId.data ? [byId.data] : []) : (byName.data?.list ?? []);

  const addOne = (hw: FoundHomework) => add.mutate({ id: classId, hwID: hw._id });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setTerm(parseHomeworkSearch(text));
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t('classHomework.search')}
              placeholder={t('classHomework.searchPlaceholder')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              {t('classHomework.searchButton')}
            </Button>
          </Group>
        </form>
        {query.error ? (
          <ErrorAlert message={errorText(query.error)} />
        ) : query.data && found.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('classHomework.noResult')}
          </Text>
        ) : (
          found.length > 0 && (
            <StackedTable
              withBorder={false}
              minWidth={720}
              aria-label={t('classHomework.results')}
              headers={homeworkHeaders(t, true)}
            >
              {found.map((hw) => {
                const isAdded = added.has(hw._id);
                const name = hw.name || t('classHomework.untitled');
                return (
                  <Table.Tr key={hw._id}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={500}>
                          {name}
                        </Text>
                        {hw.isExam && (
                          <Badge color="grape" variant="light" size="sm" tt="none">
                            {t('classHomework.examMinutes', { count: hw.examDuration })}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace" c="dimmed">
                        {hw._id}
                      </Text>
                    </Table.Td>
                    <Table.Td>{hw.dueDate ? dayjs(hw.dueDate).format('YYYY-MM-DD HH:mm') : ''}</Table.Td>
                    <Table.Td>{hw.numQuestions}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant={isAdded ? 'default' : 'filled'}
                        leftSection={isAdded ? undefined : <IconPlus size={14} />}
                        disabled={isAdded || add.isPending}
                        aria-label={`${isAdded ? t('classHomework.added') : t('classHomework.add')}${t('app.colon')}${name}`}
                        onClick={() => addOne(hw)}
                      >
                        {isAdded ? t('classHomework.added') : t('classHomework.add')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </StackedTable>
          )
        )}
      </Stack>
    </Paper>
  );
}
