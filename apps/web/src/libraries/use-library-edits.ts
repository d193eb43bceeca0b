import type { OrderMove } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { notifyError, notifySuccess } from '../ui/notify';
import type { TreeRow } from './tree-rows';
import type { Library } from './types';

/** Every change the library admin makes to the tree; each refreshes the tree when it succeeds. */
export function useLibraryEdits() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const refresh = () => utils.user.getLibrary.invalidate();
  const m = {
    createLibrary: trpc.admin.createLibrary.useMutation(),
    updateLibrary: trpc.admin.updateLibrary.useMutation(),
    deleteLibrary: trpc.admin.deleteLibrary.useMutation(),
    createChapter: trpc.admin.createChapter.useMutation(),
    updateChapter: trpc.admin.updateChapter.useMutation(),
    deleteChapter: trpc.admin.deleteChapter.useMutation(),
    createSection: trpc.admin.createSection.useMutation(),
    updateSection: trpc.admin.updateSection.useMutation(),
    deleteSection: trpc.admin.deleteSection.useMutation(),
    libraryOrder: trpc.admin.changeLibraryOrder.useMutation(),
    chapterOrder: trpc.admin.changeChapterOrder.useMutation(),
    sectionOrder: trpc.admin.changeSectionOrder.useMutation(),
  };

  /** Runs a change; `success` is the toast (none when empty), a failure goes to an error toast unless `rethrow` (dialogs). */
  async function run(change: () => Promise<unknown>, success: string, rethrow = false) {
    try {
      await change();
      if (success) notifySuccess(success);
      await refresh();
    } catch (err) {
      if (rethrow) throw err;
      notifyError(errorText(err));
    }
  }

  const added = t('messages.addSuccess');
  const saved = t('messages.successfullySaved');

  return {
    busy: m.libraryOrder.isPending || m.chapterOrder.isPending || m.sectionOrder.isPending,
    createLibrary: (name: string) => run(() => m.createLibrary.mutateAsync({ name }), added, true),
    addChapter: (library: Library, name: string) =>
      run(() => m.createChapter.mutateAsync({ libraryId: library._id, name }), added, true),
    addSection: (row: Extract<TreeRow, { kind: 'chapter' }>, name: string) =>
      run(
        () => m.createSection.mutateAsync({ libraryId: row.library._id, chapterId: row.chapter._id, name }),
        added,
        true,
      ),
    rename: (row: TreeRow, name: string) => {
      if (row.kind === 'library')
        return run(() => m.updateLibrary.mutateAsync({ id: row.library._id, name }), saved, true);
      if (row.kind === 'chapter')
        return run(
          () => m.updateChapter.mutateAsync({ libraryId: row.library._id, chapterId: row.chapter._id, name }),
          saved,
          true,
        );
      return run(
        () =>
          m.updateSection.mutateAsync({
            libraryId: row.library._id,
            chapterId: row.chapter._id,
            sectionId: row.section._id,
            name,
          }),
        saved,
        true,
      );
    },
    move: (row: TreeRow, type: OrderMove) => {
      const change =
        row.kind === 'library'
          ? () => m.libraryOrder.mutateAsync({ libraryId: row.library._id, type })
          : row.kind === 'chapter'
            ? () => m.chapterOrder.mutateAsync({ libraryId: row.library._id, chapterId: row.chapter._id, type })
            : () =>
                m.sectionOrder.mutateAsync({
                  libraryId: row.library._id,
                  chapterId: row.chapter._id,
                  sectionId: row.section._id,
                  type,
                });
      // Moving is its own feedback: the row moves.
      return run(change, '');
    },
    remove: (row: TreeRow) => {
      const change =
        row.kind === 'library'
          ? () => m.deleteLibrary.mutateAsync({ id: row.library._id })
          : row.kind === 'chapter'
            ? () => m.deleteChapter.mutateAsync({ libraryId: row.library._id, chapterId: row.chapter._id })
            : () =>
                m.deleteSection.mutateAsync({
                  libraryId: row.library._id,
                  chapterId: row.chapter._id,
                  sectionId: row.section._id,
                });
      return run(change, t('messages.deleteSuccess'));
    },
  };
}

export type LibraryEdits = ReturnType<typeof useLibraryEdits>;
