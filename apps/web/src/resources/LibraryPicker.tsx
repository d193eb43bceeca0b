import { ActionIcon, Box, Checkbox, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Library } from '../libraries/types';
import { ancestorKeys, chosenNodes, type PickerRow, pickerRows, rowState, toggle } from './tree';

/**
 * The library / chapter / section tree with a box to tick on every row, by mouse, keyboard or touch alike.
 * A library or chapter opens to show what it holds; one holding a ticked node starts open.
 */
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
  /** Rows the user opened or closed; the others are open when they hold a ticked node. */
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const hasChildren = (row: PickerRow) => row.depth < 2 && rows.some((r) => ancestorKeys(r.node).at(-1) === row.key);
  const isOpen = (row: PickerRow) => toggled[row.key] ?? rowState(value, row).partly;
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const shown = rows.filter((r) =>
    ancestorKeys(r.node).every((k) => {
      const parent = byKey.get(k);
      return parent ? isOpen(parent) : true;
    }),
  );
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm" id="resource-library-label">
        {t('resources.settings.library')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('resources.settings.libraryHint')}
      </Text>
      <Paper withBorder radius="sm" style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}>
        <ScrollArea.Autosize mah={320}>
          <Box role="group" aria-labelledby="resource-library-label" p={4}>
            {rows.length === 0 && (
              <Text size="sm" c="dimmed" p="xs">
                {t('resources.settings.noLibraries')}
              </Text>
            )}
            {shown.map((row) => {
              const state = rowState(value, row);
              const open = isOpen(row);
              return (
                <Group key={row.key} gap={4} wrap="nowrap" mih={40} pl={row.depth * 24} pr="xs">
                  {hasChildren(row) ? (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="lg"
                      aria-expanded={open}
                      aria-label={t(open ? 'resources.settings.collapse' : 'resources.settings.expand', {
                        name: row.name,
                      })}
                      onClick={() => setToggled((s) => ({ ...s, [row.key]: !open }))}
                    >
                      {open ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
                    </ActionIcon>
                  ) : (
                    <Box w={34} style={{ flexShrink: 0 }} />
                  )}
                  <Checkbox
                    label={row.name}
                    checked={state.checked}
                    indeterminate={state.partly}
                    disabled={state.covered}
                    onChange={() => onChange(toggle(value, rows, row.key))}
                    styles={{ label: { overflowWrap: 'anywhere', fontWeight: row.depth === 0 ? 600 : undefined } }}
                    py={6}
                    style={{ flex: 1, minWidth: 0 }}
                  />
                </Group>
              );
            })}
          </Box>
        </ScrollArea.Autosize>
      </Paper>
      <Text size="xs" c={error ? 'red' : 'dimmed'}>
        {error ?? t('resources.settings.chosen', { count: chosenNodes(value, rows).length })}
      </Text>
    </Stack>
  );
}
