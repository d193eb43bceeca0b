import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '../i18n';

interface ConfirmActionOptions {
  /** Defaults to 'Are you sure'. */
  title?: ReactNode;
  text: ReactNode;
  confirmLabel: string;
  /** Paints the confirm button red. */
  danger?: boolean;
  onConfirm: () => void;
}

/** Opens the confirm dialog with a Cancel button; `onConfirm` runs when the user confirms. */
export function confirmAction({ title, text, confirmLabel, danger, onConfirm }: ConfirmActionOptions) {
  modals.openConfirmModal({
    title: title ?? i18n.t('messages.areYouSure'),
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: confirmLabel, cancel: i18n.t('common.cancel') },
    ...(danger && { confirmProps: { color: 'red' } }),
    onConfirm,
  });
}
