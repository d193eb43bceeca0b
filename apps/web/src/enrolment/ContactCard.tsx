import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ContactCardProps {
  title: string;
  person: { name: string; email: string; phone?: string } | null;
  /** Shown when there is nobody to show. */
  empty?: string;
}

/** Parent or student information on Class Register: name, e-mail and (for a parent) phone. */
export function ContactCard({ title, person, empty }: ContactCardProps) {
  const { t } = useTranslation();
  const line = (label: string, value: string) => (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {person ? (
        <Stack gap={4}>
          {line(t('common.name'), person.name)}
          {line(t('common.email'), person.email)}
          {person.phone !== undefined && line(t('common.phone'), person.phone || '—')}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Paper>
  );
}
