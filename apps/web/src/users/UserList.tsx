import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { ListHeader, ListToolbar } from '../ui/ListToolbar';
import { PagedResults } from '../ui/PagedResults';
import { useListSearch } from '../ui/use-list-search';
import { CreateUserDialog } from './CreateUserDialog';
import { UserTable } from './UserTable';

const pageSize = 20;

/** Admin: every user, searched by name or e-mail and paged on the server. */
export function UserList() {
  const { t } = useTranslation();
  const { search, onSearch, keyword, page, setPage, pageCount } = useListSearch(pageSize);
  const [creating, setCreating] = useState(false);
  const users = trpc.admin.getUsers.useQuery({ keyword, page, pageSize }, { placeholderData: keepPreviousData });
  const total = users.data?.total ?? 0;
  const pages = pageCount(total, users.isFetching);

  return (
    <Stack gap="md" maw={1100} mx="auto" py="md">
      <ListHeader title={t('users.title')}>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('users.create')}
        </Button>
      </ListHeader>
      <ListToolbar
        searchLabel={t('users.search')}
        searchWidth={360}
        search={search}
        onSearch={onSearch}
        total={users.data && t('users.total', { count: total })}
      />
      <PagedResults query={users} page={page} pages={pages} onPage={setPage}>
        {(data) => <UserTable users={data.list} />}
      </PagedResults>
      <CreateUserDialog opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
