import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colors = ['gray', 'green', 'red', 'orange'] as const;

/** §4 Email status: 0 Pending, 1 Sent, 2 Failed, 3 Partially successful. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = String(status) as '0' | '1' | '2' | '3';
  return (
    <Badge variant="light" color={colors[status] ?? 'gray'}>
      {t(`email.status.${key}`)}
    </Badge>
  );
}
