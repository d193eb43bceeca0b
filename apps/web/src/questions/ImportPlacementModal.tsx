import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlacementFields } from './PlacementFields';
import type { QuestionForm } from './question-form';

/** Where imported questions are filed: a library's chapter or section, or nowhere ('' each). */
export type ImportPlacement = Pick<QuestionForm, 'libraryId' | 'chapterId' | 'sectionId'>;

const nowhere: ImportPlacement = { libraryId: '', chapterId: '', sectionId: '' };

/**
 * Before a question file is imported: its name and, optionally, the library chapter or section every
 * question of it is filed in (the file's own category path stays on each question as a tag).
 */
export function ImportPlacementModal({
  file,
  loading,
  onCancel,
  onImport,
}: {
  file: File | null;
  loading: boolean;
  onCancel: () => void;
  onImport: (placement: ImportPlacement) => void;
}) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<ImportPlacement>(nowhere);
  const set =
    <K extends keyof QuestionForm>(field: K) =>
    (value: QuestionForm[K]) =>
      setPlace((p) => ({
        ...p,
        [field]: value,
        // A new library or chapter clears what was chosen under the old one.
        ...(field === 'libraryId' ? { chapterId: '', sectionId: '' } : field === 'chapterId' ? { sectionId: '' } : {}),
      }));
  const close = () => {
    setPlace(nowhere);
    onCancel();
  };
  return (
    <Modal opened={file !== null} onClose={close} title={t('questions.files.importTitle')} size="lg">
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {file?.name}
        </Text>
        <Text size="sm" c="dimmed">
          {t('questions.files.placementHelp')}
        </Text>
        <PlacementFields {...place} set={set} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={loading}
            disabled={place.libraryId !== '' && place.chapterId === ''}
            onClick={() => {
              onImport(place);
              setPlace(nowhere);
            }}
          >
            {t('questions.files.importButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
