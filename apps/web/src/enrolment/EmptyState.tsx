import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered, centred note for an empty list or a screen that is not for this role. */
export function EmptyState({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        {icon}
        <Text c="dimmed" maw={520}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
