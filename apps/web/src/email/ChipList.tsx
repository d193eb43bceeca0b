import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ChipListProps {
  items: { key: string; label: string }[];
  empty: string;
  onRemove: (key: string) => void;
}

/** Chosen recipients or groups as removable tags. */
export function ChipList({ items, empty, onRemove }: ChipListProps) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Group gap={6}>
      {items.map((item) => (
        <Paper key={item.key} withBorder radius="xl" px="sm" py={2}>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {item.label}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('email.form.remove', { name: item.label })}
              onClick={() => onRemove(item.key)}
            />
          </Group>
        </Paper>
      ))}
    </Group>
  );
}
