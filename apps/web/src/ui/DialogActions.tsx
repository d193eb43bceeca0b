import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A dialog form's Cancel and Save buttons, Save submitting the form. */
export function DialogActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </Group>
  );
}
