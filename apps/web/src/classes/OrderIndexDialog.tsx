import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { limits } from '@quanta/validators';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberOf } from './classForm';

interface OrderIndexDialogProps {
  /** The class whose order is set; the dialog is open while there is one. */
  row: { _id: string; name: string; orderIndex: number } | null;
  onClose: () => void;
  onSave: (orderIndex: number) => Promise<void>;
}

/** Modal 'Set Order Index' taking a whole number. */
export function OrderIndexDialog({ row, onClose, onSave }: OrderIndexDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('classes.audit.setOrder')} centered size="sm">
      {row && <OrderIndexForm key={row._id} initial={row.orderIndex} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function OrderIndexForm({
  initial,
  onClose,
  onSave,
}: {
  initial: number;
  onClose: () => void;
  onSave: (orderIndex: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>(initial);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave(Math.trunc(numberOf(value, initial)));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <NumberInput
          label={t('classes.fields.orderIndex')}
          data-autofocus
          allowDecimal={false}
          min={-limits.orderIndexMax}
          max={limits.orderIndexMax}
          clampBehavior="strict"
          value={value}
          onChange={setValue}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
