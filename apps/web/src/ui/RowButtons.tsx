import { Button, type ButtonVariant } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RowButtonProps {
  label?: string;
  loading?: boolean;
  onClick: () => void;
}

interface DeleteButtonProps extends RowButtonProps {
  variant?: ButtonVariant;
  /** A fuller name for screen readers, such as the label and the row's name. */
  'aria-label'?: string;
}

/** A table row's small red delete button; the label defaults to 'Delete'. */
export function DeleteButton({
  label,
  loading,
  onClick,
  variant = 'light',
  'aria-label': ariaLabel,
}: DeleteButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant={variant}
      color="red"
      leftSection={<IconTrash size={14} />}
      loading={loading}
      onClick={onClick}
      aria-label={ariaLabel}
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
