import { Button, type ButtonProps } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { notifyError } from '../ui/notify';
import { downloadFile } from './download';

interface ReceiptButtonProps extends ButtonProps {
  payment: { _id: string; receiptNumber: number };
  /** Names the receipt's number for screen readers, where several buttons share a screen. */
  numbered?: boolean;
}

/** Downloads a payment's receipt (a PDF), asked for when pressed: the list does not carry the files. */
export function ReceiptButton({ payment, numbered = false, ...buttonProps }: ReceiptButtonProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      downloadFile(await utils.client.user.getReceipt.query({ id: payment._id }));
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconFileDownload size={16} />}
      loading={loading}
      onClick={download}
      aria-label={numbered ? t('payments.receipt.downloadNumber', { number: payment.receiptNumber }) : undefined}
      data-testid={`receipt-download-${payment._id}`}
      {...buttonProps}
    >
      {t('payments.receipt.download')}
    </Button>
  );
}
