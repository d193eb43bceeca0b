import { Button, Group, Table, Text } from '@mantine/core';
import { IconCash, IconCheck, IconCreditCard, IconRefresh, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StackedTable } from '../ui/StackedTable';
import { StandingText, type StudentStanding } from './StandingText';

interface RegisterTableProps {
  students: StudentStanding[];
  /** The student whose register or payment call is running. */
  busy: { register?: string; pay?: string; payOnline?: string };
  onRegister: (student: StudentStanding) => void;
  onPay: (student: StudentStanding) => void;
  /** Pay online (Stripe Checkout), offered beside MAKE PAYMENT when the school takes payment online. */
  onPayOnline?: (student: StudentStanding) => void;
}

/** Class Register: each student the viewer acts for, their status in the class and what they can do. */
export function RegisterTable({ students, busy, onRegister, onPay, onPayOnline }: RegisterTableProps) {
  const { t } = useTranslation();
  return (
    <StackedTable
      headers={[t('common.name'), t('common.email'), t('enrolment.register.status'), t('enrolment.register.actions')]}
    >
      {students.map((student) => {
        const actions = student.can;
        return (
          <Table.Tr key={student._id}>
            <Table.Td>
              <Text fw={500} size="sm">
                {student.name}
              </Text>
            </Table.Td>
            <Table.Td>{student.email}</Table.Td>
            <Table.Td>
              <StandingText entry={student} />
            </Table.Td>
            <Table.Td>
              <Group gap={6}>
                {actions.enrolled && (
                  <Button size="xs" variant="light" color="green" disabled leftSection={<IconCheck size={14} />}>
                    {t('enrolment.register.enrolled')}
                  </Button>
                )}
                {actions.register && (
                  <Button
                    size="xs"
                    variant={actions.register === 'register' ? 'filled' : 'light'}
                    leftSection={actions.register === 'renew' ? <IconRefresh size={14} /> : <IconUserPlus size={14} />}
                    loading={busy.register === student._id}
                    onClick={() => onRegister(student)}
                  >
                    {t(`enrolment.register.${actions.register}`)}
                  </Button>
                )}
                {actions.pay && (
                  <Button
                    size="xs"
                    color="teal"
                    leftSection={<IconCash size={14} />}
                    loading={busy.pay === student._id}
                    onClick={() => onPay(student)}
                  >
                    {t('enrolment.register.pay')}
                  </Button>
                )}
                {actions.pay && onPayOnline && (
                  <Button
                    size="xs"
                    color="indigo"
                    leftSection={<IconCreditCard size={14} />}
                    loading={busy.payOnline === student._id}
                    onClick={() => onPayOnline(student)}
                    data-testid={`pay-online-${student._id}`}
                  >
                    {t('enrolment.register.payOnline')}
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </StackedTable>
  );
}
