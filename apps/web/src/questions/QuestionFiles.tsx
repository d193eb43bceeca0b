import { Button, FileButton, Menu, Stack, Text } from '@mantine/core';
import { type BankFormat, type Language, limits } from '@quanta/validators';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../analysis/download';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { useMutationError } from '../ui/use-mutation-error';
import { type ImportPlacement, ImportPlacementModal } from './ImportPlacementModal';
import { ImportResultModal } from './ImportResultModal';

type ImportResult = RouterOutputs['teacher']['importQuestionBank'];
type ExportResult = RouterOutputs['teacher']['exportQuestionBank'];

/** What My Questions lists: its language filter ('' for every language) and its name search. */
export interface ListedFilter {
  language: Language | '';
  name: string;
  /** How many questions the list counts with that filter, once known. */
  total?: number;
}

/** The format of a question file, from its name: `.xml` is Moodle XML, anything else GIFT. */
export const formatOfFile = (name: string): BankFormat => (/\.xml$/i.test(name) ? 'moodle' : 'gift');

/**
 * My Questions' question files: export the selected questions (or every one the list shows, with its
 * filter) as Moodle XML or GIFT, and import either (into `language`); the import's result lists every
 * question not imported by its number and why, the export's every question left out of the file and why.
 */
export function QuestionFiles({
  language,
  listed,
  selected,
  onError,
}: {
  language: Language;
  listed: ListedFilter;
  selected: string[];
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [result, setResult] = useState<ImportResult | null>(null);
  const [exported, setExported] = useState<ExportResult | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const reportError = useMutationError(onError);
  const exportBank = trpc.teacher.exportQuestionBank.useMutation({
    ...reportError,
    onSuccess: (file) => {
      saveFile(file, false);
      if (file.leftOut.length > 0) setExported(file);
    },
  });
  const importBank = trpc.teacher.importQuestionBank.useMutation({
    ...reportError,
    onSuccess: (imported) => {
      setFile(null);
      setResult(imported);
      return utils.teacher.getQuestionsByTeacher.invalidate();
    },
  });

  const exportAs = (format: BankFormat) =>
    exportBank.mutate(
      selected.length > 0
        ? { format, questionIds: selected }
        : { format, language: listed.language || undefined, name: listed.name },
    );

  const pick = (picked: File | null) => {
    if (!picked) return;
    onError(null);
    if (picked.size > limits.bankChars) {
      onError(t('questions.files.tooLarge', { max: Math.round(limits.bankChars / 1000) }));
      return;
    }
    setFile(picked);
  };

  const importFile = async (placement: ImportPlacement) => {
    if (!file) return;
    importBank.mutate({ format: formatOfFile(file.name), content: await file.text(), language, ...placement });
  };

  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" leftSection={<IconFileExport size={16} />} loading={exportBank.isPending}>
            {selected.length > 0
              ? t('questions.files.exportSelected', { count: selected.length })
              : listed.total === undefined
                ? t('questions.files.exportAll')
                : t('questions.files.exportListed', { count: listed.total })}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => exportAs('moodle')}>{t('questions.files.moodle')}</Menu.Item>
          <Menu.Item onClick={() => exportAs('gift')}>{t('questions.files.gift')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <FileButton onChange={pick} accept=".xml,.gift,.txt,application/xml,text/xml,text/plain">
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconFileImport size={16} />}
            loading={importBank.isPending}
          >
            {t('questions.files.import')}
          </Button>
        )}
      </FileButton>
      <ImportPlacementModal
        file={file}
        loading={importBank.isPending}
        onCancel={() => setFile(null)}
        onImport={importFile}
      />
      <ImportResultModal
        title={t('questions.files.exportTitle')}
        result={exported}
        onClose={() => setExported(null)}
        imported={(count) => t('questions.files.exported', { count })}
        skipped={exported?.leftOut ?? []}
        skippedText={(count) => t('questions.files.leftOut', { count })}
        skippedLabel={t('questions.files.leftOutTable')}
        columns={[
          { header: t('questions.name'), w: 200, cell: (q) => q.name || t('questions.untitled') },
          { header: t('questions.reason'), cell: (q) => t(`messages.${q.key}`, q.values) },
        ]}
        skippedKey={(q) => q._id}
      >
        <Text size="sm" c="dimmed">
          {t('questions.files.leftOutHelp')}
        </Text>
      </ImportResultModal>
      <ImportResultModal
        result={result}
        onClose={() => setResult(null)}
        imported={(count) => t('messages.bankImported', { count })}
        skipped={result?.skipped ?? []}
        skippedText={(count) => t('questions.files.skipped', { count })}
        skippedLabel={t('questions.files.skippedTable')}
        columns={[
          { header: t('questions.files.number'), w: 90, cell: (s) => s.number },
          { header: t('questions.type'), w: 120, cell: (s) => s.type },
          { header: t('questions.reason'), cell: (s) => t(`messages.${s.key}`, s.values) },
        ]}
        skippedKey={(s) => s.number}
      >
        {result && result.notes.length > 0 && (
          <Stack gap={2}>
            <Text size="sm">{t('questions.files.notes')}</Text>
            {result.notes.map((n) => (
              <Text key={`${n.number}-${n.note}`} size="xs" c="dimmed">
                {t('questions.files.number')} {n.number}: {t(`messages.${n.key}`, n.values)}
              </Text>
            ))}
          </Stack>
        )}
      </ImportResultModal>
    </>
  );
}
