import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { notifySuccess } from '../ui/notify';
import { QuerySection } from '../ui/QuerySection';
import { DeleteButton } from '../ui/RowButtons';
import { useMutationError } from '../ui/use-mutation-error';
import { ExpiryCell, studentHeaders } from './StudentColumns';
import { durationKey, formatDate, hasExpired } from './standing';

type Interest = RouterOutputs['teacher']['getClassRegisterList'][number];

const statusColor: Record<NonNullable<Interest['status']>, string> = {
  statusPendingPayment: 'yellow',
  statusInterested: 'blue',
  statusRegistered: 'green',
};

/**
 * The class's interest/registration requests: register confirms an open request (paid or not, the
 * teacher's call) and extends the expiry; delete is for requests that were never registered.
 */
export function InterestTable({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const interests = trpc.teacher.getClassRegisterList.useQuery({ id: classId });
  const reportError = useMutationError();
  const refreshing = (done: string) => ({
    ...reportError,
    onSuccess: () => notifySuccess(done),
    onSettled: () =>
      Promise.all([
        utils.teacher.getClassRegisterList.invalidate({ id: classId }),
        utils.teacher.studentList.invalidate({ classID: classId }),
      ]),
  });
  const confirm = trpc.teacher.registerClass.useMutation(refreshing(t('messages.addSuccess')));
  const remove = trpc.teacher.deleteRegisterClass.useMutation(refreshing(t('messages.deleteSuccess')));

  const ask = (text: string, confirmLabel: string, danger: boolean, action: () => void) =>
    confirmAction({ text, confirmLabel, danger, onConfirm: action });

  const askRegister = (row: Interest) =>
    ask(
      t('enrolment.roster.registerText', {
        name: row.student.name,
        email: row.student.email,
        duration: t(`enrolment.duration.${durationKey(row.durationType)}`),
      }),
      t('enrolment.register.register'),
      false,
      () => confirm.mutate({ interestId: row._id }),
    );

  const askDelete = (row: Interest) =>
    ask(
      t('enrolment.roster.deleteText', { name: row.student.name, email: row.student.email }),
      t('common.delete'),
      true,
      () => remove.mutate({ interestId: row._id }),
    );

  return (
    <QuerySection
      title={t('enrolment.roster.interests')}
      query={interests}
      empty={t('enrolment.roster.interestsEmpty')}
      minWidth={820}
      headers={studentHeaders(t, t('enrolment.roster.student'), [
        t('enrolment.roster.duration'),
        t('enrolment.roster.status'),
      ])}
    >
      {(rows) =>
        rows.map((row) => (
          <Table.Tr key={row._id}>
            <Table.Td>
              <Text fw={500} size="sm">
                {row.student.name}
              </Text>
            </Table.Td>
            <Table.Td>{row.student.email}</Table.Td>
            <Table.Td>{t(`enrolment.duration.${durationKey(row.durationType)}`)}</Table.Td>
            <Table.Td>
              {row.status && (
                <Badge variant="light" color={statusColor[row.status]} tt="none">
                  {t(`messages.${row.status}`)}
                </Badge>
              )}
            </Table.Td>
            <ExpiryCell expired={hasExpired(row.expirationDate)}>{formatDate(row.expirationDate)}</ExpiryCell>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                {row.interested && (
                  <Button
                    size="xs"
                    leftSection={<IconCheck size={14} />}
                    loading={confirm.isPending && confirm.variables?.interestId === row._id}
                    onClick={() => askRegister(row)}
                  >
                    {t('enrolment.register.register')}
                  </Button>
                )}
                {!row.registered && (
                  <DeleteButton
                    loading={remove.isPending && remove.variables?.interestId === row._id}
                    onClick={() => askDelete(row)}
                  />
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))
      }
    </QuerySection>
  );
}
