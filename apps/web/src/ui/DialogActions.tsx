import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DialogActionsProps {
  onCancel: () => void;
  saving: boolean;
  /** The submit button's label, Save unless given. */
  submitLabel?: string;
}

/** A dialog form's Cancel and Save buttons, Save submitting the form. */
export function DialogActions({ onCancel, saving, submitLabel }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
