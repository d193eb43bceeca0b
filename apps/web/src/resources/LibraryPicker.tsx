import { Box, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBook, IconFolder, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Library } from '../libraries/types';
import { pick, pickerRows } from './tree';

const icons = [IconBook, IconFolder, IconPoint];

/** The multi-select tree of library / chapter / section: click for one, Ctrl or Cmd + click for several. */
export function LibraryPicker({
  libraries,
  value,
  onChange,
  error,
}: {
  libraries: Library[];
  value: string[];
  onChange: (keys: string[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const rows = pickerRows(libraries);
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm" id="resource-library-label">
        {t('resources.settings.library')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('resources.settings.libraryHint')}
      </Text>
      <Paper withBorder radius="sm" style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}>
        <ScrollArea.Autosize mah={280}>
          <Box role="listbox" aria-multiselectable="true" aria-labelledby="resource-library-label" p={4}>
            {rows.length === 0 && (
              <Text size="sm" c="dimmed" p="xs">
                {t('resources.settings.noLibraries')}
              </Text>
            )}
            {rows.map((row) => {
              const Icon = icons[row.depth] ?? IconPoint;
              const selected = value.includes(row.key);
              return (
                <UnstyledButton
                  key={row.key}
                  role="option"
                  aria-selected={selected}
                  onClick={(e) => onChange(pick(value, row.key, e.ctrlKey || e.metaKey))}
                  display="flex"
                  w="100%"
                  py={6}
                  pr="xs"
                  pl={8 + row.depth * 20}
                  style={{
                    alignItems: 'center',
                    gap: 6,
                    borderRadius: 4,
                    background: selected ? 'var(--mantine-color-blue-light)' : undefined,
                    fontWeight: selected ? 600 : undefined,
                  }}
                >
                  <Icon size={16} style={{ flexShrink: 0 }} />
                  <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
                    {row.name}
                  </Text>
                </UnstyledButton>
              );
            })}
          </Box>
        </ScrollArea.Autosize>
      </Paper>
      <Text size="xs" c={error ? 'red' : 'dimmed'}>
        {error ?? t('resources.settings.chosen', { count: value.length })}
      </Text>
    </Stack>
  );
}
