import { ActionIcon, Anchor, Group, Switch, Table, Tooltip } from '@mantine/core';
import { IconSchool, IconSortAscendingNumbers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouterInputs, RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { AppLink } from '../ui/AppLink';
import { confirmAction } from '../ui/confirm-action';
import { EmptyState } from '../ui/EmptyState';
import { notifySuccess } from '../ui/notify';
import { DeleteButton } from '../ui/RowButtons';
import { StackedTable } from '../ui/StackedTable';
import { succeeded, useMutationError } from '../ui/use-mutation-error';
import { states } from './constants';
import { categoryLabel, priceLabel } from './labels';
import { OrderIndexDialog } from './OrderIndexDialog';
import { nextAuditState } from './publish';

type AuditRow = RouterOutputs['admin']['getAuditClasses']['list'][number];
type AuditInput = RouterInputs['admin']['auditClass'];

/** The audit table: publish toggle (2 ↔ 1), order index, and delete (back to a draft). */
export function AuditClassTable({ classes }: { classes: AuditRow[] }) {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const audit = trpc.admin.auditClass.useMutation({
    ...useMutationError(),
    onSuccess: () => Promise.all([utils.admin.getAuditClasses.invalidate(), utils.public.getHomeClasses.invalidate()]),
  });
  const [ordering, setOrdering] = useState<AuditRow | null>(null);
  const busy = audit.isPending ? audit.variables?.id : undefined;

  /** Saves the class's audit state, toasts `success`, and answers whether it was saved. */
  const send = async (input: AuditInput, success: string) => {
    const saved = await succeeded(audit.mutateAsync(input));
    if (saved) notifySuccess(success);
    return saved;
  };

  const confirm = (text: string, confirmLabel: string, onConfirm: () => void) =>
    confirmAction({ text, confirmLabel, danger: true, onConfirm });

  const togglePublish = (c: AuditRow) => {
    const next = nextAuditState(c.isPublish);
    if (next === states.published) {
      void send({ id: c._id, isPublish: next }, t('classes.audit.publishedNotice'));
      return;
    }
    confirm(t('classes.audit.unpublishText', { name: c.name }), t('classes.list.confirm'), () => {
      void send({ id: c._id, isPublish: next }, t('classes.audit.unpublishedNotice'));
    });
  };

  const confirmDelete = (c: AuditRow) =>
    confirm(t('classes.audit.deleteText', { name: c.name }), t('common.delete'), () => {
      void send({ id: c._id, isPublish: states.draft }, t('messages.deleteSuccess'));
    });

  if (classes.length === 0) return <EmptyState icon={IconSchool} text={t('classes.list.empty')} />;

  return (
    <>
      <StackedTable
        minWidth={900}
        aria-label={t('classes.audit.title')}
        headers={[
          t('classes.fields.name'),
          t('classes.fields.orderIndex'),
          t('classes.fields.teacher'),
          t('classes.fields.category'),
          t('classes.fields.price'),
          t('classes.fields.start'),
          t('classes.fields.end'),
          t('classes.audit.audit'),
          t('classes.list.actions'),
        ]}
      >
        {classes.map((c) => (
          <Table.Tr key={c._id}>
            <Table.Td>
              <Anchor component={AppLink} href={`/class/${c._id}`} fw={500}>
                {c.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{c.orderIndex}</Table.Td>
            <Table.Td>{c.user.name}</Table.Td>
            <Table.Td>{categoryLabel(t, c.category)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{priceLabel(c.price, i18n.language, c.currency)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.startDate}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.endDate}</Table.Td>
            <Table.Td>
              <Switch
                label={c.isPublish === states.published ? t('classes.audit.published') : t('classes.audit.waiting')}
                checked={c.isPublish === states.published}
                disabled={busy === c._id}
                onChange={() => togglePublish(c)}
              />
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Tooltip label={t('classes.audit.setOrder')} withArrow>
                  <ActionIcon variant="light" aria-label={t('classes.audit.setOrder')} onClick={() => setOrdering(c)}>
                    <IconSortAscendingNumbers size={18} />
                  </ActionIcon>
                </Tooltip>
                <DeleteButton
                  label={t('classes.audit.delete')}
                  loading={busy === c._id}
                  onClick={() => confirmDelete(c)}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </StackedTable>
      <OrderIndexDialog
        row={ordering}
        onClose={() => setOrdering(null)}
        onSave={async (orderIndex) => {
          if (!ordering) return;
          const saved = await send(
            { id: ordering._id, isPublish: ordering.isPublish as AuditInput['isPublish'], orderIndex },
            t('messages.successfullySaved'),
          );
          if (saved) setOrdering(null);
        }}
      />
    </>
  );
}
