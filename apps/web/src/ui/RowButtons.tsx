import { Button } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RowButtonProps {
  label?: string;
  loading?: boolean;
  onClick: () => void;
}

/** A table row's small red delete button; the label defaults to 'Delete'. */
export function DeleteButton({ label, loading, onClick }: RowButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconTrash size={14} />}
      loading={loading}
      onClick={onClick}
    >
      {label ?? t('common.delete')}
    </Button>
  );
}

/** A table row's small grey copy button. */
export function CopyButton({ label, onClick }: RowButtonProps & { label: string }) {
  return (
    <Button size="xs" variant="light" color="gray" leftSection={<IconCopy size={14} />} onClick={onClick}>
      {label}
    </Button>
  );
}
