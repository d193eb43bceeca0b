import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../session/storage';
import { formatDate } from './standing';

export type StudentStanding = RouterOutputs['user']['getClassRegister']['students'][number];
type Status = StudentStanding['status'];

const statusColor = (status: Status, isValid: boolean) => {
  if (status === 'statusPendingPayment') return 'yellow';
  if (status === 'statusInterested') return 'blue';
  return isValid ? 'green' : 'gray';
};

/**
 * A student's status text in a class (Registered; Pending payment confirmation; Interested; or none)
 * and, for a place in the class, its expiry. A place is Registered whether the teacher confirmed a
 * request or added the student, and Expired once it no longer gives access.
 */
export function StandingText({
  entry,
  withExpiry = true,
}: {
  entry: Omit<StudentStanding, '_id' | 'name' | 'email'>;
  /** Off where the expiry has its own column. */
  withExpiry?: boolean;
}) {
  const { t } = useTranslation();
  const settled = !entry.status || entry.status === 'statusRegistered';
  const label =
    entry.inClass && settled && !entry.isValid
      ? t('enrolment.register.expired')
      : entry.status
        ? t(`messages.${entry.status}`)
        : entry.inClass
          ? t('messages.statusRegistered')
          : t('enrolment.register.notRegistered');
  const date = formatDate(entry.expirationDate);
  const expiry =
    !withExpiry || !entry.inClass
      ? null
      : !date
        ? t('enrolment.register.noExpiry')
        : entry.isValid
          ? t('enrolment.register.validUntil', { date })
          : t('enrolment.register.expiredOn', { date });
  return (
    <Stack gap={2} align="flex-start">
      {entry.status || entry.inClass ? (
        <Badge variant="light" color={statusColor(entry.status, entry.isValid)} tt="none">
          {label}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      )}
      {expiry && (
        <Text size="xs" c={entry.isValid ? 'dimmed' : 'red'}>
          {expiry}
        </Text>
      )}
    </Stack>
  );
}
