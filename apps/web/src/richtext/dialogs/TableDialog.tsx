import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
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
  const form = useForm<{ rows: string | number; columns: string | number }>({
    initialValues: { rows: 3, columns: 3 },
  });

  const submit = form.onSubmit(({ rows, columns }) => onSubmit(clamp(rows, 50), clamp(columns, 20)));

  return (
    <Modal opened={opened} onClose={onClose} title={t('richtext.table.title')} centered size="xs">
      <form onSubmit={submit}>
        <Stack>
          <Group grow>
            <NumberInput
              label={t('richtext.table.rows')}
              min={1}
              max={50}
              data-autofocus
              {...form.getInputProps('rows')}
            />
            <NumberInput label={t('richtext.table.columns')} min={1} max={20} {...form.getInputProps('columns')} />
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
