import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LibraryNode } from '../libraries/types';
import { trpc } from '../session/trpc';

/** Library, chapter and section selects for picking library questions (the teacher's bound libraries). */
export function LibraryNodeSelect({
  value,
  onChange,
}: {
  value: LibraryNode | null;
  onChange: (node: LibraryNode | null) => void;
}) {
  const { t } = useTranslation();
  const libraries = trpc.user.getLibrary.useQuery();
  const list = libraries.data?.list ?? [];
  const library = list.find((l) => l._id === value?.libraryId);
  const chapter = library?.chapter.find((c) => c._id === value?.chapterId);
  return (
    <Group grow align="flex-start" gap="xs">
      <NativeSelect
        label={t('questions.library')}
        size="xs"
        data={[
          { value: '', label: t('homework.chooseLibrary') },
          ...list.map((l) => ({ value: l._id, label: l.name })),
        ]}
        value={value?.libraryId ?? ''}
        onChange={(e) => onChange(e.currentTarget.value ? { libraryId: e.currentTarget.value } : null)}
      />
      <NativeSelect
        label={t('questions.chapter')}
        size="xs"
        disabled={!library}
        data={[
          { value: '', label: t('homework.allChapters') },
          ...(library?.chapter.map((c) => ({ value: c._id, label: c.name })) ?? []),
        ]}
        value={value?.chapterId ?? ''}
        onChange={(e) => library && onChange({ libraryId: library._id, chapterId: e.currentTarget.value || undefined })}
      />
      <NativeSelect
        label={t('questions.section')}
        size="xs"
        disabled={!chapter}
        data={[
          { value: '', label: t('homework.allSections') },
          ...(chapter?.section.map((s) => ({ value: s._id, label: s.name })) ?? []),
        ]}
        value={value?.sectionId ?? ''}
        onChange={(e) =>
          library &&
          chapter &&
          onChange({ libraryId: library._id, chapterId: chapter._id, sectionId: e.currentTarget.value || undefined })
        }
      />
    </Group>
  );
}
