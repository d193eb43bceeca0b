import { Button, FileButton, Menu, Modal, Stack, Table, Text } from '@mantine/core';
import { type BankFormat, type Language, limits } from '@quanta/validators';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../analysis/download';
import { useErrorText } from '../session/errors';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';

type ImportResult = RouterOutputs['teacher']['importQuestionBank'];

/** The format of a question file, from its name: `.xml` is Moodle XML, anything else GIFT. */
export const formatOfFile = (name: string): BankFormat => (/\.xml$/i.test(name) ? 'moodle' : 'gift');

/**
 * My Questions' question files: export the selected questions (or all of the language) as Moodle XML or
 * GIFT, and import either; the result lists every question not imported by its number and why.
 */
export function QuestionFiles({
  language,
  selected,
  onError,
}: {
  language: Language;
  selected: string[];
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const exportBank = trpc.teacher.exportQuestionBank.useMutation();
  const importBank = trpc.teacher.importQuestionBank.useMutation();
  const [result, setResult] = useState<ImportResult | null>(null);

  const exportAs = async (format: BankFormat) => {
    onError(null);
    try {
      const file = await exportBank.mutateAsync({ format, questionIds: selected, language });
      saveFile(file, false);
    } catch (err) {
      onError(errorText(err));
    }
  };

  const pick = async (file: File | null) => {
    if (!file) return;
    onError(null);
    if (file.size > limits.bankChars) {
      onError(t('questions.files.tooLarge', { max: Math.round(limits.bankChars / 1000) }));
      return;
    }
    try {
      const content = await file.text();
      setResult(await importBank.mutateAsync({ format: formatOfFile(file.name), content, language }));
      await utils.teacher.getQuestionsByTeacher.invalidate();
    } catch (err) {
      onError(errorText(err));
    }
  };

  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" leftSection={<IconFileExport size={16} />} loading={exportBank.isPending}>
            {selected.length > 0
              ? t('questions.files.exportSelected', { count: selected.length })
              : t('questions.files.exportAll')}
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
      <Modal opened={result !== null} onClose={() => setResult(null)} title={t('questions.importTitle')} size="lg">
        {result && (
          <Stack>
            <Text fw={600} c="teal.8">
              {t('messages.bankImported', { count: result.count })}
            </Text>
            {result.skipped.length > 0 && (
              <>
                <Text size="sm">{t('questions.files.skipped', { count: result.skipped.length })}</Text>
                <Table striped withTableBorder aria-label={t('questions.files.skippedTable')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={90}>{t('questions.files.number')}</Table.Th>
                      <Table.Th w={120}>{t('questions.type')}</Table.Th>
                      <Table.Th>{t('questions.reason')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.skipped.map((s) => (
                      <Table.Tr key={s.number}>
                        <Table.Td>{s.number}</Table.Td>
                        <Table.Td>{s.type}</Table.Td>
                        <Table.Td>{s.reason}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </>
            )}
            {result.notes.length > 0 && (
              <Stack gap={2}>
                <Text size="sm">{t('questions.files.notes')}</Text>
                {result.notes.map((n) => (
                  <Text key={`${n.number}-${n.note}`} size="xs" c="dimmed">
                    {t('questions.files.number')} {n.number}: {n.note}
                  </Text>
                ))}
              </Stack>
            )}
            <Button onClick={() => setResult(null)}>{t('questions.close')}</Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
