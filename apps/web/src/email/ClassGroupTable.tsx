import { Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { HeadedTable } from '../ui/HeadedTable';
import { SelectAllCell, SelectCell } from '../ui/SelectCells';
import type { PickedGroup } from './GroupPicker';

type ClassGroup = RouterOutputs['admin']['getClassGroups']['list'][number];
const pageSize = 20;

interface ClassGroupTableProps {
  picked: ReadonlyMap<string, PickedGroup>;
  onToggle: (groups: PickedGroup[], on: boolean) => void;
}

/**
 * The automatic groups: "Students of" and "Parents of" every class, searched by class name and paged in
 * the database; whom each reaches is worked out again when the e-mail is sent.
 */
export function ClassGroupTable({ picked, onToggle }: ClassGroupTableProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const groups = trpc.admin.getClassGroups.useQuery({ keyword, page, pageSize }, { placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((groups.data?.total ?? 0) / pageSize));
  const asPicked = (g: ClassGroup): PickedGroup => ({
    _id: g._id,
    name: t(`email.classGroups.${g.who}`, { name: g.className }),
    count: g.count,
    classGroup: { classId: g.classId, who: g.who },
  });
  const rows = (groups.data?.list ?? []).map(asPicked);
  const allOn = rows.length > 0 && rows.every((g) => picked.has(g._id));

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('email.classGroups.hint')}
      </Text>
      <TextInput
        label={t('email.classGroups.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {groups.error && <ErrorAlert message={errorText(groups.error)} />}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {groups.data ? t('email.classGroups.none') : t('common.loading')}
        </Text>
      ) : (
        <HeadedTable
          scrollArea={{ mah: 340 }}
          aria-label={t('email.classGroups.title')}
          striped
          verticalSpacing={6}
          head={
            <SelectAllCell
              w={36}
              label={t('email.selectAll')}
              checked={allOn}
              onChange={(checked) => onToggle(rows, checked)}
            />
          }
          headers={[t('email.groupModal.name'), t('email.form.recipients')]}
        >
          {rows.map((g) => (
            <Table.Tr key={g._id}>
              <SelectCell label={g.name} checked={picked.has(g._id)} onChange={(on) => onToggle([g], on)} />
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{g.name}</Table.Td>
              <Table.Td>{t('email.form.members', { count: g.count })}</Table.Td>
            </Table.Tr>
          ))}
        </HeadedTable>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t('email.pager.previous') : t('email.pager.next'),
            })}
            getItemProps={(n) => ({ 'aria-label': t('email.pager.page', { page: n }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
