import { Button, FileButton } from '@mantine/core';
import type { Language } from '@quanta/validators';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { uploadErrorText, uploadFile } from '../session/upload';
import { useMutationError } from '../ui/use-mutation-error';
import { ImportResultModal } from './ImportResultModal';
import { isExcelFile } from './upload';

type ImportResult = RouterOutputs['teacher']['batchCreateQuestion'];

/**
 * Batch Create: an .xlsx filled from the template is uploaded, then imported in `language`. The result
 * dialog gives the imported count and each skipped row with its number and reason, in the shown language.
 */
export function BatchImport({ language, onError }: { language: Language; onError: (message: string | null) => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const importRows = trpc.teacher.batchCreateQuestion.useMutation({
    ...useMutationError(onError),
    onSuccess: (imported) => {
      setResult(imported);
      return utils.teacher.getQuestionsByTeacher.invalidate();
    },
  });

  const pick = async (file: File | null) => {
    if (!file) return;
    onError(null);
    if (!isExcelFile(file)) {
      onError(t('messages.uploadNotExcel'));
      return;
    }
    let filePath: string;
    setUploading(true);
    try {
      filePath = await uploadFile(file, 'excel');
    } catch (err) {
      onError(uploadErrorText(t, err));
      return;
    } finally {
      setUploading(false);
    }
    importRows.mutate({ filePath, language });
  };

  return (
    <>
      <FileButton onChange={pick} accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet">
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={uploading || importRows.isPending}
          >
            {t('questions.batchCreate')}
          </Button>
        )}
      </FileButton>
      <ImportResultModal
        result={result}
        onClose={() => setResult(null)}
        imported={(count) => t('messages.questionsImported', { count })}
        skipped={result?.errors ?? []}
        skippedText={(count) => t('questions.importSkipped', { count })}
        skippedLabel={t('questions.importSkippedTable')}
        columns={[
          { header: t('questions.row'), w: 80, cell: (e) => e.row },
          { header: t('questions.reason'), cell: (e) => t(`messages.${e.key}`, e.values) },
        ]}
        skippedKey={(e) => e.row}
        closeAtEnd
      />
    </>
  );
}
