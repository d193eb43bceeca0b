import { Button, Center, Group, Loader, Modal, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { limits } from '@quanta/validators';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import type { SourceChoice } from './class-form';
import { NewSourceForm } from './NewSourceForm';
import { SourceRow } from './SourceRow';

const pageSize = limits.sourcePageSize;

interface SourcePickerProps {
  opened: boolean;
  /** The class's sources when the picker opens: they start ticked. */
  chosen: SourceChoice[];
  onClose: () => void;
  onSelect: (sources: SourceChoice[]) => void;
  /** A source was deleted on the server: the class drops it too. */
  onDeleted: (id: string) => void;
  onRenamed: (source: SourceChoice) => void;
}

/** The teacher's sources, 10 a page from page 1, searched by keyword, ticked, created, renamed or deleted. */
export function SourcePickerModal({ opened, onClose, ...rest }: SourcePickerProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('classes.sources.title')} size="lg" centered>
      {opened && <SourcePicker onClose={onClose} {...rest} />}
    </Modal>
  );
}

function SourcePicker({ chosen, onClose, onSelect, onDeleted, onRenamed }: Omit<SourcePickerProps, 'opened'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState(() => new Map(chosen.map((s) => [s._id, s])));
  const sources = trpc.teacher.getSourceList.useQuery(
    { keyword, page, pageSize },
    { placeholderData: keepPreviousData },
  );
  const total = sources.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (page > pages && !sources.isFetching) setPage(pages);

  const update = (change: (next: Map<string, SourceChoice>) => void) =>
    setTicked((current) => {
      const next = new Map(current);
      change(next);
      return next;
    });
  const toggle = (source: SourceChoice, on: boolean) =>
    update((next) => (on ? next.set(source._id, source) : next.delete(source._id)));

  return (
    <Stack gap="sm">
      <NewSourceForm onCreated={(source) => toggle(source, true)} />
      <TextInput
        label={t('classes.sources.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {sources.error && <ErrorAlert message={errorText(sources.error)} />}
      {sources.data ? (
        sources.data.list.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {t('classes.sources.empty')}
          </Text>
        ) : (
          <Stack gap={4} role="list" aria-label={t('classes.fields.sources')}>
            {sources.data.list.map((source) => (
              <SourceRow
                key={source._id}
                source={source}
                ticked={ticked.has(source._id)}
                onToggle={(on) => toggle(source, on)}
                onRenamed={(renamed) => {
                  if (ticked.has(renamed._id)) update((next) => next.set(renamed._id, renamed));
                  onRenamed(renamed);
                }}
                onDeleted={() => {
                  toggle(source, false);
                  onDeleted(source._id);
                }}
              />
            ))}
          </Stack>
        )
      ) : (
        !sources.error && (
          <Center py="md">
            <Loader size="sm" aria-label={t('common.loading')} />
          </Center>
        )
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination size="sm" total={pages} value={page} onChange={setPage} />
        </Group>
      )}
      <Group justify="space-between" mt="xs">
        <Text size="sm" c="dimmed">
          {t('classes.sources.selected', { count: ticked.size })}
        </Text>
        <Group>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={ticked.size === 0} onClick={() => onSelect([...ticked.values()])}>
            {t('classes.sources.select')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
