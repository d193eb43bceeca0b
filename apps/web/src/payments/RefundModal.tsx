import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { formatMoney, fromMinorUnits } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { useUiLanguage } from '../ui/use-ui-language';
import type { Payment } from './labels';
import { amountDecimals, refundLeft, refundMinor } from './money';

interface RefundModalProps {
  /** The payment being refunded; the modal is open while there is one. */
  payment: Payment | null;
  onClose: () => void;
}

/** An admin's refund of a payment: an amount in major units, what is left by default and at most. */
export function RefundModal({ payment, onClose }: RefundModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={!!payment} onClose={onClose} title={t('payments.refund.title')} centered>
      {payment && <RefundForm key={payment._id} payment={payment} onClose={onClose} />}
    </Modal>
  );
}

function RefundForm({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const utils = trpc.useUtils();
  const left = refundLeft(payment);
  const leftText = formatMoney(left, payment.currency, language);
  const [amount, setAmount] = useState<number | string>(fromMinorUnits(left, payment.currency));
  const [error, setError] = useState<string | null>(null);
  const reportError = useMutationError(setError);
  const refund = trpc.admin.refundPayment.useMutation({
    ...reportError,
    onSuccess: () => {
      notifySuccess(t('messages.refundDone'));
      onClose();
      return Promise.all([utils.user.getPayments.invalidate(), utils.admin.getPaymentReport.invalidate()]);
    },
  });
  const submit = () => {
    const minor = refundMinor(amount, payment.currency, left);
    if (minor === null) return setError(t('payments.refund.hint', { left: leftText }));
    refund.mutate({ paymentId: payment._id, amount: minor });
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Text size="sm">
          {t('payments.refund.text', {
            number: payment.receiptNumber,
            className: payment.className,
            student: payment.student.name,
            left: leftText,
          })}
        </Text>
        <NumberInput
          label={t('payments.refund.amount', { currency: payment.currency.toUpperCase() })}
          description={t('payments.refund.hint', { left: leftText })}
          required
          data-autofocus
          min={0}
          max={fromMinorUnits(left, payment.currency)}
          clampBehavior="strict"
          decimalScale={amountDecimals(payment.currency)}
          allowNegative={false}
          value={amount}
          onChange={setAmount}
          data-testid="refund-amount"
        />
        <ErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={refund.isPending} data-testid="refund-confirm">
            {t('payments.refund.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
