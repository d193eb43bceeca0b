import { Badge, Group, Table } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The headers of a table of the class's students (its roster and its requests): the student and their
 * e-mail, the table's own columns, then the expiry and the actions.
 */
export function studentHeaders(t: TFunction, student: string, own: string[]): string[] {
  return [student, t('common.email'), ...own, t('enrolment.roster.expiry'), t('enrolment.roster.actions')];
}

/** The expiry cell: the date, or what stands for it, with 'Expired' once it has passed. */
export function ExpiryCell({ expired, children }: { expired: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Table.Td>
      <Group gap={6} wrap="nowrap">
        {children}
        {expired && (
          <Badge color="red" variant="light" size="sm" tt="none">
            {t('enrolment.roster.expired')}
          </Badge>
        )}
      </Group>
    </Table.Td>
  );
}
