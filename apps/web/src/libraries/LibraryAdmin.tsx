import { Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconBooks, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceSettingAdmin } from '../resources/ResourceSettingAdmin';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { EmptyState } from '../ui/EmptyState';
import { ErrorAlert } from '../ui/ErrorAlert';
import { LibraryTreeTable } from './LibraryTreeTable';
import { NameModal, type NameRequest } from './NameModal';
import { TeacherModal } from './TeacherModal';
import { rowName, type TreeRow, treeRows } from './tree-rows';
import type { Library } from './types';
import { useLibraryEdits } from './use-library-edits';

/**
 * /admin/library: the library → chapter → section tree with its order and teacher bindings, and the
 * Resources Setting area (help text and Max Resources).
 */
export function LibraryAdmin() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const libraries = trpc.user.getLibrary.useQuery();
  const edits = useLibraryEdits();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [naming, setNaming] = useState<NameRequest | null>(null);
  const [teachersOf, setTeachersOf] = useState<string | null>(null);
  const list = libraries.data?.list ?? [];
  const rows = useMemo(() => treeRows(list, collapsed), [list, collapsed]);
  const teacherLibrary = list.find((l) => l._id === teachersOf) ?? null;

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const expand = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });

  const newLibrary = () =>
    setNaming({ title: t('libraries.newLibrary'), initial: '', save: (name) => edits.createLibrary(name) });

  const addChild = (row: TreeRow) => {
    if (row.kind === 'library')
      setNaming({
        title: t('libraries.addChapterTo', { name: row.library.name }),
        initial: '',
        save: async (name) => {
          await edits.addChapter(row.library, name);
          expand(row.id);
        },
      });
    else if (row.kind === 'chapter')
      setNaming({
        title: t('libraries.addSectionTo', { name: row.chapter.name }),
        initial: '',
        save: async (name) => {
          await edits.addSection(row, name);
          expand(row.id);
        },
      });
  };

  const rename = (row: TreeRow) =>
    setNaming({
      title: t(`libraries.editTitle.${row.kind}`),
      initial: rowName(row),
      save: (name) => edits.rename(row, name),
    });

  return (
    <Stack gap="md" maw={1200} mx="auto" py="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('libraries.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={newLibrary}>
          {t('libraries.newLibrary')}
        </Button>
      </Group>
      {libraries.error && <ErrorAlert message={errorText(libraries.error)} />}
      {libraries.data ? (
        list.length === 0 ? (
          <EmptyState icon={IconBooks} text={t('libraries.empty')} />
        ) : (
          <LibraryTreeTable
            rows={rows}
            collapsed={collapsed}
            onToggle={toggle}
            edits={edits}
            onAddChild={addChild}
            onRename={rename}
            onTeachers={(library: Library) => setTeachersOf(library._id)}
          />
        )
      ) : (
        !libraries.error && (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )
      )}
      <ResourceSettingAdmin />
      <NameModal request={naming} onClose={() => setNaming(null)} />
      <TeacherModal library={teacherLibrary} onClose={() => setTeachersOf(null)} />
    </Stack>
  );
}
