import { Checkbox, Group, Pagination, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';

export type FoundUser = RouterOutputs['admin']['getUsers']['list'][number];
const pageSize = 10;

interface UserSearchTableProps {
  searchLabel: string;
  empty: string;
  selected: ReadonlySet<string>;
  onToggle: (user: FoundUser, on: boolean) => void;
  /** Users left out (already chosen). */
  hidden?: ReadonlySet<string>;
}

/** Every user, searched by name or e-mail and paged in the database, with a checkbox per row. */
export function UserSearchTable({ searchLabel, empty, selected, onToggle, hidden }: UserSearchTableProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const users = trpc.admin.getUsers.useQuery({ keyword, page, pageSize }, { placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((users.data?.total ?? 0) / pageSize));
  const rows = (users.data?.list ?? []).filter((u) => !hidden?.has(u._id));

  return (
    <>
      <TextInput
        label={searchLabel}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <ScrollArea.Autosize mah={340}>
        <Table striped verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36} />
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{t('common.email')}</Table.Th>
              <Table.Th>{t('common.role')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((u) => (
              <Table.Tr key={u._id}>
                <Table.Td>
                  <Checkbox
                    aria-label={u.name}
                    checked={selected.has(u._id)}
                    onChange={(e) => onToggle(u, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>{u.name}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{u.email}</Table.Td>
                <Table.Td>{t(`roles.${u.role}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {users.data && rows.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="sm">
            {empty}
          </Text>
        )}
      </ScrollArea.Autosize>
      {pages > 1 && (
        <Group justify="center">
          <Pagination size="sm" total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </>
  );
}
