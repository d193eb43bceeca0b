import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

const clamp = (value: string | number, max: number) => Math.min(max, Math.max(1, Math.round(Number(value) || 1)));

/** Rows × columns of a new table (the first row is a header row). */
export function TableDialog({
  opened,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmit: (rows: number, columns: number) => void;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<string | number>(3);
  const [columns, setColumns] = useState<string | number>(3);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(clamp(rows, 50), clamp(columns, 20));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('richtext.table.title')} centered size="xs">
      <form onSubmit={submit}>
        <Stack>
          <Group grow>
            <NumberInput
              label={t('richtext.table.rows')}
              min={1}
              max={50}
              value={rows}
              onChange={setRows}
              data-autofocus
            />
            <NumberInput label={t('richtext.table.columns')} min={1} max={20} value={columns} onChange={setColumns} />
          </Group>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('richtext.cancel')}
            </Button>
            <Button type="submit">{t('richtext.insert')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
