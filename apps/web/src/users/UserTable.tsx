import { Badge, Group, Table } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { EmptyState } from '../ui/EmptyState';
import { EditButtonLink } from '../ui/links';
import { notifySuccess } from '../ui/notify';
import { DeleteButton } from '../ui/RowButtons';
import { StackedTable } from '../ui/StackedTable';
import { useMutationError } from '../ui/use-mutation-error';

type ListedUser = RouterOutputs['admin']['getUsers']['list'][number];

export function UserTable({ users }: { users: ListedUser[] }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const remove = trpc.admin.deleteUser.useMutation({
    onSuccess: () => {
      notifySuccess(t('messages.deleteSuccess'));
      return utils.admin.getUsers.invalidate();
    },
    ...useMutationError(),
  });

  const confirmDelete = (user: ListedUser) =>
    confirmAction({
      text: t('users.deleteText', { name: user.name, email: user.email }),
      confirmLabel: t('common.delete'),
      danger: true,
      onConfirm: () => remove.mutate({ id: user._id }),
    });

  if (users.length === 0) return <EmptyState icon={IconUsers} text={t('users.empty')} />;

  return (
    <StackedTable
      minWidth={720}
      aria-label={t('users.title')}
      headers={[t('common.name'), t('common.email'), t('common.role'), t('common.dependent'), t('users.actions')]}
    >
      {users.map((user) => (
        <Table.Tr key={user._id}>
          <Table.Td>{user.name}</Table.Td>
          <Table.Td>{user.email}</Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              {t(`roles.${user.role}`)}
              {user.isAdmin && (
                <Badge size="sm" variant="light" color="grape">
                  {t('users.adminBadge')}
                </Badge>
              )}
            </Group>
          </Table.Td>
          <Table.Td style={{ wordBreak: 'break-all' }}>{user.dependent.split(';').join('; ')}</Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <EditButtonLink to="/admin/user/$id/edit" params={{ id: user._id }} />
              <DeleteButton onClick={() => confirmDelete(user)} />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </StackedTable>
  );
}
