import { Badge, Button, Container, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney, limits } from '@quanta/validators';
import { IconReceipt, IconReceiptRefund } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { useUserInfo } from '../session/use-session';
import { EmptyState } from '../ui/EmptyState';
import { PagedResults } from '../ui/PagedResults';
import { StackedTable } from '../ui/StackedTable';
import { useUiLanguage } from '../ui/use-ui-language';
import { durationLabel, methodLabel, type Payment, statusColor, statusLabel } from './labels';
import { formatPaidAt, refundLeft } from './money';
import { ReceiptButton } from './ReceiptButton';
import { RefundModal } from './RefundModal';

const pageSize = limits.paymentsPageSize;

/**
 * `/payments`: the payments a parent made for their children, a student's own, or (for an admin) all,
 * newest first, each with its receipt; an admin refunds from here.
 */
export function PaymentHistory() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const isAdmin = !!useUserInfo()?.isAdmin;
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const payments = trpc.user.getPayments.useQuery({ page, pageSize }, { placeholderData: keepPreviousData });
  const pages = Math.ceil((payments.data?.total ?? 0) / pageSize);
  const money = (minor: number, currency: string) => formatMoney(minor, currency, language);

  const headers = [
    t('payments.history.date'),
    t('payments.history.className'),
    t('payments.history.student'),
    t('payments.history.amount'),
    t('payments.history.method'),
    t('payments.history.status'),
    t('payments.history.receipt'),
    ...(isAdmin ? [t('payments.history.actions')] : []),
  ];

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="lg">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('payments.history.title')}
        </Title>
        <PagedResults query={payments} page={page} pages={pages} onPage={setPage}>
          {({ list, total }) =>
            list.length === 0 ? (
              <EmptyState icon={IconReceipt} text={t('payments.history.empty')} />
            ) : (
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {t('payments.history.total', { count: total })}
                </Text>
                <StackedTable aria-label={t('payments.history.title')} headers={headers}>
                  {list.map((payment) => (
                    <Table.Tr key={payment._id} data-testid={`payment-row-${payment._id}`}>
                      <Table.Td>
                        <Text fw={500} size="sm">
                          {formatPaidAt(payment.createdAt, language, payments.data?.timeZone)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <div>
                          <Text size="sm">{payment.className}</Text>
                          <Text size="xs" c="dimmed">
                            {durationLabel(t, payment.durationType, payment.lessons)}
                          </Text>
                        </div>
                      </Table.Td>
                      <Table.Td>{payment.student.name}</Table.Td>
                      <Table.Td>
                        <div>
                          <Text size="sm" fw={600}>
                            {money(payment.amount, payment.currency)}
                          </Text>
                          {payment.refunded > 0 && (
                            <Text size="xs" c="red.8">
                              {t('payments.history.refunded', { amount: money(payment.refunded, payment.currency) })}
                            </Text>
                          )}
                        </div>
                      </Table.Td>
                      <Table.Td>{methodLabel(t, payment.method)}</Table.Td>
                      <Table.Td>
                        <Badge variant="dot" color={statusColor(payment.status)} tt="none">
                          {statusLabel(t, payment.status)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={4} align="flex-start">
                          <Text size="sm">{payment.receiptNumber}</Text>
                          <ReceiptButton payment={payment} numbered size="xs" />
                        </Stack>
                      </Table.Td>
                      {isAdmin && (
                        <Table.Td>
                          {refundLeft(payment) > 0 && (
                            <Button
                              size="xs"
                              variant="light"
                              color="red"
                              leftSection={<IconReceiptRefund size={14} />}
                              aria-label={t('payments.history.refundNumber', { number: payment.receiptNumber })}
                              data-testid={`refund-${payment._id}`}
                              onClick={() => setRefunding(payment)}
                            >
                              {t('payments.history.refund')}
                            </Button>
                          )}
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </StackedTable>
              </Stack>
            )
          }
        </PagedResults>
      </Stack>
      <RefundModal payment={refunding} onClose={() => setRefunding(null)} />
    </Container>
  );
}
