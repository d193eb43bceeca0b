import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import type { QuestionForm } from './question-form';

interface PlacementFieldsProps {
  libraryId: string;
  chapterId: string;
  sectionId: string;
  set: <K extends keyof QuestionForm>(field: K) => (value: QuestionForm[K]) => void;
}

/**
 * Library → chapter → section, from the libraries open to the caller. A place the question already has
 * in a library no longer open stays selectable, so saving does not move the question.
 */
export function PlacementFields({ libraryId, chapterId, sectionId, set }: PlacementFieldsProps) {
  const { t } = useTranslation();
  const libraries = trpc.user.getLibrary.useQuery();
  const list = libraries.data?.list ?? [];
  const library = list.find((l) => l._id === libraryId);
  const chapter = library?.chapter.find((c) => c._id === chapterId);
  const unknown = (id: string) => (id ? [{ value: id, label: t('questions.unavailable') }] : []);
  return (
    <Group grow align="flex-start">
      <NativeSelect
        label={t('questions.library')}
        data={[
          { value: '', label: t('questions.noLibrary') },
          ...list.map((l) => ({ value: l._id, label: l.name })),
          ...(library || libraries.isPending ? [] : unknown(libraryId)),
        ]}
        value={libraryId}
        onChange={(e) => set('libraryId')(e.currentTarget.value)}
      />
      <NativeSelect
        label={t('questions.chapter')}
        disabled={!libraryId}
        data={[
          { value: '', label: t('questions.selectChapter') },
          ...(library?.chapter.map((c) => ({ value: c._id, label: c.name })) ?? []),
          ...(chapter || libraries.isPending ? [] : unknown(chapterId)),
        ]}
        value={chapterId}
        onChange={(e) => set('chapterId')(e.currentTarget.value)}
      />
      <NativeSelect
        label={t('questions.section')}
        disabled={!chapterId}
        data={[
          { value: '', label: t('questions.noSection') },
          ...(chapter?.section.map((s) => ({ value: s._id, label: s.name })) ?? []),
          ...(chapter?.section.some((s) => s._id === sectionId) || libraries.isPending ? [] : unknown(sectionId)),
        ]}
        value={sectionId}
        onChange={(e) => set('sectionId')(e.currentTarget.value)}
      />
    </Group>
  );
}
