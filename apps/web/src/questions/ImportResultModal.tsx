import { Button, Modal, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A column of the skipped table: its header, its width and the cell of a skipped entry. */
export interface SkippedColumn<S> {
  header: string;
  w?: number;
  cell: (skipped: S) => ReactNode;
}

interface ImportResultModalProps<S> {
  /** The dialog's title; "Import questions" unless told. */
  title?: string;
  /** The import's answer; the dialog is open while there is one. */
  result: { count: number } | null;
  onClose: () => void;
  /** The line saying how many were imported. */
  imported: (count: number) => string;
  skipped: S[];
  /** The line over the skipped table, by how many were skipped. */
  skippedText: (count: number) => string;
  skippedLabel: string;
  columns: SkippedColumn<S>[];
  skippedKey: (skipped: S) => string | number;
  /** Anything more under the table, such as notes. */
  children?: ReactNode;
  /** The Close button on the right. */
  closeAtEnd?: boolean;
}

/**
 * The dialog after an import (or an export): how many were imported, a table of those skipped and why, and
 * Close.
 */
export function ImportResultModal<S>({
  title,
  result,
  onClose,
  imported,
  skipped,
  skippedText,
  skippedLabel,
  columns,
  skippedKey,
  children,
  closeAtEnd,
}: ImportResultModalProps<S>) {
  const { t } = useTranslation();
  return (
    <Modal opened={result !== null} onClose={onClose} title={title ?? t('questions.importTitle')} size="lg">
      {result && (
        <Stack>
          <Text fw={600} c="teal">
            {imported(result.count)}
          </Text>
          {skipped.length > 0 && (
            <>
              <Text size="sm">{skippedText(skipped.length)}</Text>
              <Table striped withTableBorder aria-label={skippedLabel}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((c) => (
                      <Table.Th key={c.header} w={c.w}>
                        {c.header}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {skipped.map((s) => (
                    <Table.Tr key={skippedKey(s)}>
                      {columns.map((c) => (
                        <Table.Td key={c.header}>{c.cell(s)}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          )}
          {children}
          <Button onClick={onClose} style={closeAtEnd ? { alignSelf: 'flex-end' } : undefined}>
            {t('questions.close')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
