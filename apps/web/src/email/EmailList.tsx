import { Button, Center, Checkbox, Flex, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { limits } from '@quanta/validators';
import { IconCalendarWeek, IconMail, IconSend, IconTrash } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { EmptyState } from '../ui/EmptyState';
import { ErrorAlert } from '../ui/ErrorAlert';
import { ListHeader } from '../ui/ListToolbar';
import { ButtonLink } from '../ui/links';
import { notifySuccess } from '../ui/notify';
import { RemoveChosenButton } from '../ui/RemoveChosenButton';
import { DeleteButton } from '../ui/RowButtons';
import { StackedTable } from '../ui/StackedTable';
import { useMutationError } from '../ui/use-mutation-error';
import { DigestSettings } from './DigestSettings';
import { EmailPager } from './EmailPager';
import { StatusBadge } from './StatusBadge';

type EmailRow = RouterOutputs['admin']['getEmails']['list'][number];
const pageSize = limits.emailPageSize;

/** /admin/emailList: the e-mails sent, 10 a page, with their delivery status; delete selected or one. */
export function EmailList() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [digestOpen, setDigestOpen] = useState(false);
  const utils = trpc.useUtils();
  const emails = trpc.admin.getEmails.useQuery(
    { page, pageSize },
    {
      placeholderData: keepPreviousData,
      // A pending e-mail's status moves on by itself: look again while one is shown.
      refetchInterval: (query) => (query.state.data?.list.some((r) => r.status === 0) ? 2000 : false),
    },
  );
  const remove = trpc.admin.deleteEmail.useMutation({
    onSuccess: (_result, { ids }) => {
      notifySuccess(t('messages.deleteSuccess'));
      setSelected((now) => new Set([...now].filter((id) => !ids.includes(id))));
      return utils.admin.getEmails.invalidate();
    },
    ...useMutationError(),
  });
  const rows = emails.data?.list ?? [];
  const total = emails.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (page > pages && !emails.isFetching) setPage(pages);
  const chosen = rows.filter((r) => selected.has(r._id)).map((r) => r._id);
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const confirmDelete = (ids: string[], text: string) =>
    confirmAction({
      text,
      confirmLabel: t('common.delete'),
      danger: true,
      onConfirm: () => remove.mutate({ ids }),
    });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });

  return (
    <Stack gap="md" maw={1200} mx="auto" py="md">
      <ListHeader title={t('email.listTitle')}>
        <Group gap="xs">
          <RemoveChosenButton
            icon={IconTrash}
            count={chosen.length}
            onClick={() => confirmDelete(chosen, t('email.deleteSelectedText', { count: chosen.length }))}
          >
            {t('email.deleteSelected')}
          </RemoveChosenButton>
          <Button variant="default" leftSection={<IconCalendarWeek size={16} />} onClick={() => setDigestOpen(true)}>
            {t('email.digest.open')}
          </Button>
          <ButtonLink to="/admin/sendEmail" leftSection={<IconSend size={16} />}>
            {t('email.send')}
          </ButtonLink>
        </Group>
      </ListHeader>
      {emails.data && (
        <Text size="sm" c="dimmed">
          {t('email.total', { count: total })}
        </Text>
      )}
      {emails.error && <ErrorAlert message={errorText(emails.error)} />}
      {!emails.data ? (
        !emails.error && (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )
      ) : rows.length === 0 ? (
        <EmptyState icon={IconMail} text={t('email.empty')} />
      ) : (
        <StackedTable
          minWidth={900}
          aria-label={t('email.listTitle')}
          headers={[
            t('email.columns.title'),
            t('email.columns.recipient'),
            t('email.columns.group'),
            t('email.columns.createdAt'),
            t('email.columns.status'),
            t('email.columns.actions'),
          ]}
        >
          <Table.Tr>
            <Table.Td colSpan={6} py={4}>
              <Checkbox
                size="xs"
                label={t('email.selectAll')}
                checked={allChosen}
                indeterminate={chosen.length > 0 && !allChosen}
                onChange={(e) =>
                  setSelected(
                    e.currentTarget.checked
                      ? new Set([...selected, ...rows.map((r) => r._id)])
                      : new Set([...selected].filter((id) => !rows.some((r) => r._id === id))),
                  )
                }
              />
            </Table.Td>
          </Table.Tr>
          {rows.map((row: EmailRow) => (
            <Table.Tr key={row._id}>
              <Table.Td>
                <Flex gap="sm" align="flex-start">
                  <Checkbox
                    aria-label={t('email.selectRow', { title: row.title })}
                    checked={selected.has(row._id)}
                    onChange={(e) => toggle(row._id, e.currentTarget.checked)}
                  />
                  <Text size="sm" fw={500}>
                    {row.title}
                  </Text>
                </Flex>
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }} maw={260}>
                {row.recipient.join('; ')}
              </Table.Td>
              <Table.Td>{row.emailGroup.map((g) => g.name).join('; ')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(row.createdAt)}</Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                <DeleteButton
                  onClick={() => confirmDelete([row._id], t('email.deleteOneText', { title: row.title }))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </StackedTable>
      )}
      {pages > 1 && <EmailPager page={page} pages={pages} onPage={setPage} />}
      <DigestSettings opened={digestOpen} onClose={() => setDigestOpen(false)} />
    </Stack>
  );
}
