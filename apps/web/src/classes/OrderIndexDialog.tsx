import { Modal, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { limits } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../ui/DialogActions';
import { numberOf } from './class-form';

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
  const form = useForm<{ orderIndex: number | string }>({ initialValues: { orderIndex: initial } });
  const [saving, setSaving] = useState(false);
  const save = async ({ orderIndex }: { orderIndex: number | string }) => {
    setSaving(true);
    try {
      await onSave(Math.trunc(numberOf(orderIndex, initial)));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack>
        <NumberInput
          label={t('classes.fields.orderIndex')}
          data-autofocus
          allowDecimal={false}
          min={-limits.orderIndexMax}
          max={limits.orderIndexMax}
          clampBehavior="strict"
          {...form.getInputProps('orderIndex')}
        />
        <DialogActions onCancel={onClose} saving={saving} />
      </Stack>
    </form>
  );
}
