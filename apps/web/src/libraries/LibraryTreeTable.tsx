import { ActionIcon, Badge, Box, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconArrowDown,
  IconArrowUp,
  IconBook,
  IconBooks,
  IconChevronDown,
  IconChevronRight,
  IconFileText,
  IconPencil,
  IconPlus,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedTable } from '../ui/StackedTable';
import { rowChildren, rowName, type TreeRow } from './tree-rows';
import type { Library } from './types';
import type { LibraryEdits } from './use-library-edits';

interface LibraryTreeTableProps {
  rows: TreeRow[];
  collapsed: ReadonlySet<string>;
  onToggle: (id: string) => void;
  edits: LibraryEdits;
  onAddChild: (row: TreeRow) => void;
  onRename: (row: TreeRow) => void;
  onTeachers: (library: Library) => void;
}

const icons = { library: IconBooks, chapter: IconBook, section: IconFileText };
const indent = { library: 0, chapter: 28, section: 56 };

function IconAction({
  label,
  onClick,
  disabled,
  color,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  color?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon variant="subtle" color={color ?? 'gray'} aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Library admin's nested table: libraries, their chapters and sections, each with its actions. */
export function LibraryTreeTable({
  rows,
  collapsed,
  onToggle,
  edits,
  onAddChild,
  onRename,
  onTeachers,
}: LibraryTreeTableProps) {
  const { t } = useTranslation();

  const confirmDelete = (row: TreeRow) =>
    modals.openConfirmModal({
      title: t(`libraries.delete.${row.kind}`),
      children: <Text size="sm">{t(`libraries.deleteDetail.${row.kind}`, { name: rowName(row) })}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void edits.remove(row),
    });

  return (
    <StackedTable
      minWidth={820}
      aria-label={t('libraries.title')}
      headers={[t('libraries.name'), t('libraries.teachers'), t('libraries.actions')]}
    >
      {rows.map((row) => {
        const name = rowName(row);
        const Icon = icons[row.kind];
        const children = rowChildren(row);
        const open = !collapsed.has(row.id);
        return (
          <Table.Tr
            key={`${row.kind}-${row.id}`}
            bg={row.kind === 'library' ? 'var(--mantine-color-gray-0)' : undefined}
          >
            <Table.Td>
              <Group gap={6} wrap="nowrap" pl={indent[row.kind]}>
                {children === 0 ? (
                  <Box w={22} />
                ) : (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-expanded={open}
                    aria-label={t(open ? 'libraries.collapse' : 'libraries.expand', { name })}
                    onClick={() => onToggle(row.id)}
                  >
                    {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                  </ActionIcon>
                )}
                <Icon size={16} color="var(--mantine-color-blue-6)" aria-hidden />
                <Text fw={row.kind === 'library' ? 600 : 400} size="sm">
                  {name}
                </Text>
                {row.kind !== 'section' && (
                  <Text size="xs" c="dimmed">
                    {t(row.kind === 'library' ? 'libraries.chapterCount' : 'libraries.sectionCount', {
                      count: children,
                    })}
                  </Text>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              {row.kind === 'library' && (
                <Group gap={4}>
                  {row.library.teacher.map((teacher) => (
                    <Badge key={teacher._id} variant="light" size="sm" tt="none">
                      {teacher.name}
                    </Badge>
                  ))}
                </Group>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                {row.kind === 'library' && (
                  <>
                    <Button
                      size="compact-xs"
                      variant="light"
                      leftSection={<IconPlus size={12} aria-hidden />}
                      aria-label={t('libraries.chapterFor', { name })}
                      onClick={() => onAddChild(row)}
                    >
                      {t('libraries.chapter')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="light"
                      color="grape"
                      leftSection={<IconUsers size={12} aria-hidden />}
                      aria-label={t('libraries.teacherFor', { name })}
                      onClick={() => onTeachers(row.library)}
                    >
                      {t('libraries.teacher')}
                    </Button>
                  </>
                )}
                {row.kind === 'chapter' && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    leftSection={<IconPlus size={12} aria-hidden />}
                    aria-label={t('libraries.sectionFor', { name })}
                    onClick={() => onAddChild(row)}
                  >
                    {t('libraries.section')}
                  </Button>
                )}
                <IconAction label={t('libraries.editNamed', { name })} onClick={() => onRename(row)}>
                  <IconPencil size={16} />
                </IconAction>
                <IconAction
                  label={t('libraries.moveUp', { name })}
                  disabled={row.index === 0 || edits.busy}
                  onClick={() => void edits.move(row, 'up')}
                >
                  <IconArrowUp size={16} />
                </IconAction>
                <IconAction
                  label={t('libraries.moveDown', { name })}
                  disabled={row.index === row.count - 1 || edits.busy}
                  onClick={() => void edits.move(row, 'down')}
                >
                  <IconArrowDown size={16} />
                </IconAction>
                <IconAction label={t('libraries.deleteNamed', { name })} color="red" onClick={() => confirmDelete(row)}>
                  <IconTrash size={16} />
                </IconAction>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </StackedTable>
  );
}
