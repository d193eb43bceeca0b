import { Group, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A list screen's title with its buttons on the right. */
export function ListHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Group justify="space-between">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Group>
  );
}

interface ListToolbarProps {
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  searchWidth?: number;
  /** The count shown on the right once there is data. */
  total?: string | null | false;
  /** Filters beside the search box. */
  children?: ReactNode;
}

/** The search box (with any filters) and the result count above a list. */
export function ListToolbar({ searchLabel, search, onSearch, searchWidth = 320, total, children }: ListToolbarProps) {
  const input = (
    <TextInput
      label={searchLabel}
      leftSection={<IconSearch size={16} />}
      w={{ base: '100%', sm: searchWidth }}
      value={search}
      onChange={(e) => onSearch(e.currentTarget.value)}
    />
  );
  return (
    <Group justify="space-between" align="flex-end">
      {children ? (
        <Group align="flex-end">
          {input}
          {children}
        </Group>
      ) : (
        input
      )}
      {total && (
        <Text size="sm" c="dimmed">
          {total}
        </Text>
      )}
    </Group>
  );
}
