import { Checkbox, Group, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { limits } from '@quanta/validators';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';

export interface ChosenSource {
  _id: string;
  name: string;
}

const pageSize = limits.sourcePageSize;

/** The source picker: search, a page of the student's sources with checkboxes, and the pager. */
export function SourcePicker({
  value,
  onChange,
  error,
}: {
  value: ChosenSource[];
  onChange: (sources: ChosenSource[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 300);
  const [page, setPage] = useState(1);
  const sources = trpc.user.getUserSource.useQuery(
    { page, pageSize, keyword: debounced },
    { placeholderData: (previous) => previous },
  );
  const pages = sources.data ? Math.max(1, Math.ceil(sources.data.total / pageSize)) : 1;
  const chosen = new Set(value.map((s) => s._id));
  const toggle = (s: ChosenSource, on: boolean) =>
    onChange(on ? [...value, { _id: s._id, name: s.name }] : value.filter((v) => v._id !== s._id));
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        {t('resources.settings.source')}
      </Text>
      <Paper withBorder radius="sm" p="xs" style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}>
        <Stack gap="xs">
          <TextInput
            aria-label={t('resources.settings.sourceSearch')}
            placeholder={t('resources.settings.sourceSearch')}
            leftSection={<IconSearch size={14} />}
            value={keyword}
            onChange={(e) => {
              setKeyword(e.currentTarget.value);
              setPage(1);
            }}
            maxLength={limits.keyword}
          />
          {sources.data?.list.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('resources.settings.sourceEmpty')}
            </Text>
          )}
          {sources.data?.list.map((s) => (
            <Checkbox
              key={s._id}
              label={s.name}
              checked={chosen.has(s._id)}
              onChange={(e) => toggle(s, e.currentTarget.checked)}
            />
          ))}
          {pages > 1 && (
            <Group justify="center">
              <Pagination size="sm" total={pages} value={page} onChange={setPage} />
            </Group>
          )}
        </Stack>
      </Paper>
      <Text size="xs" c={error ? 'red' : 'dimmed'}>
        {error ?? value.map((s) => s.name).join('; ')}
      </Text>
    </Stack>
  );
}
