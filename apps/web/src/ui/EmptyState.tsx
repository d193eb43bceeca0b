import { Paper, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: Icon;
  text: ReactNode;
  children?: ReactNode;
}

/** The bordered block a list shows instead of an empty table: a grey icon over dimmed text. */
export function EmptyState({ icon: IconComponent, text, children }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs">
        <IconComponent size={36} color="var(--mantine-color-gray-5)" />
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
