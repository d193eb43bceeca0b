import { Alert, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@quanta/validators';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { LinkButton } from '../ui/LinkButton';
import { useUiLanguage } from '../ui/use-ui-language';
import { durationLabel } from './labels';
import { ReceiptButton } from './ReceiptButton';

const route = getRouteApi('/payments/checkout');

/** How often the page asks again while the payment is on its way (an async method may take a while). */
const pollMs = 2000;

/** Whether the checkout has come to rest: expired, or paid with its payment recorded. */
const isSettled = (checkout: { status: string; payment: unknown } | undefined) =>
  !!checkout && (checkout.status === 'expired' || (checkout.status === 'paid' && checkout.payment !== null));

/**
 * `/payments/checkout?session_id=…`, where Stripe sends the payer back: waits while the checkout is open,
 * then shows the payment and its receipt, or that it was not completed; either way a way back to the class.
 */
export function CheckoutReturn() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const language = useUiLanguage();
  const { session_id: sessionId } = route.useSearch();
  const utils = trpc.useUtils();
  const checkout = trpc.user.getCheckout.useQuery(
    { sessionId },
    {
      enabled: sessionId !== '',
      refetchInterval: (query) => (isSettled(query.state.data) ? false : pollMs),
      staleTime: 0,
    },
  );
  const status = checkout.data?.status;
  useEffect(() => {
    // The class's register and My Classes show the new place once the payment is in.
    if (status === 'paid')
      void Promise.all([
        utils.user.getClassRegister.invalidate(),
        utils.user.getMyClasses.invalidate(),
        utils.user.getPayments.invalidate(),
      ]);
  }, [status, utils]);

  const classHref = checkout.data?.classId ? `/classRegister/${checkout.data.classId}` : null;
  const backLink = classHref && (
    <LinkButton href={classHref} size="sm" variant="default" data-testid="checkout-back-to-class">
      {t('payments.checkout.backToClass')}
    </LinkButton>
  );

  let body: ReactNode;
  if (!sessionId)
    body = (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
        {t('payments.checkout.noSession')}
      </Alert>
    );
  else if (checkout.error) body = <ErrorAlert message={errorText(checkout.error)} />;
  else if (!checkout.data || !isSettled(checkout.data))
    body = (
      <Stack align="center" gap="xs" py="lg" role="status" data-testid="checkout-waiting">
        <Loader aria-hidden />
        <Text fw={500}>{t('payments.checkout.waiting')}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('payments.checkout.waitingHint')}
        </Text>
      </Stack>
    );
  else if (checkout.data.status === 'expired')
    body = (
      <Stack gap="md" data-testid="checkout-expired">
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('payments.checkout.expired')}
        >
          {t('payments.checkout.expiredText')}
        </Alert>
        {backLink && <Group>{backLink}</Group>}
      </Stack>
    );
  else {
    const payment = checkout.data.payment;
    body = payment && (
      <Stack gap="md" data-testid="checkout-paid">
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title={t('payments.checkout.paid')}>
          {t('payments.checkout.paidText', {
            amount: formatMoney(payment.amount, payment.currency, language),
            className: payment.className,
            student: payment.student.name,
            duration: durationLabel(t, payment.durationType, payment.lessons),
          })}
        </Alert>
        <Group gap="xs">
          <Text c="dimmed">
            {t('payments.checkout.receiptNumber')}
            {t('app.colon')}
          </Text>
          <Text fw={600} data-testid="checkout-receipt-number">
            {payment.receiptNumber}
          </Text>
        </Group>
        <Text fz={24} fw={700} data-testid="checkout-amount">
          {formatMoney(payment.amount, payment.currency, language)}
        </Text>
        <Group gap="sm">
          <ReceiptButton payment={payment} size="sm" variant="filled" />
          {backLink}
          <LinkButton href="/payments" size="sm" variant="subtle">
            {t('payments.checkout.history')}
          </LinkButton>
        </Group>
      </Stack>
    );
  }

  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }} py="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('payments.checkout.title')}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
