import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import { Button, Container, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { formatMoney } from '@quanta/validators';
import { IconCalendarMonth, IconFileSpreadsheet, IconReportMoney } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { EmptyState } from '../ui/EmptyState';
import { notifyError } from '../ui/notify';
import { PagedResults } from '../ui/PagedResults';
import { StackedTable } from '../ui/StackedTable';
import { useUiLanguage } from '../ui/use-ui-language';
import { downloadFile } from './download';
import { methodLabel } from './labels';
import { formatEntryAmount, formatPaidAt, monthOf } from './money';
import { SchoolDetailsCard } from './SchoolDetailsCard';

/**
 * `/admin/finance`: a month's payments and refunds (refunds negative) with totals that reconcile, its
 * export as a workbook, and the school details receipts print.
 */
export function Finance() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const language = useUiLanguage();
  const utils = trpc.useUtils();
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const [exporting, setExporting] = useState(false);
  const report = trpc.admin.getPaymentReport.useQuery({ month }, { placeholderData: keepPreviousData });

  const exportReport = async () => {
    setExporting(true);
    try {
      downloadFile(await utils.client.admin.exportPaymentReport.query({ month }));
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="lg">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('payments.finance.title')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <MonthPickerInput
            label={t('payments.finance.month')}
            value={`${month}-01`}
            onChange={(value) => value && setMonth(value.slice(0, 7))}
            valueFormat={language === 'zh' ? 'YYYY年M月' : 'MMMM YYYY'}
            locale={language === 'zh' ? 'zh-cn' : 'en'}
            leftSection={<IconCalendarMonth size={16} />}
            w={{ base: '100%', xs: 220 }}
            data-testid="finance-month"
          />
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={exporting}
            onClick={exportReport}
            data-testid="finance-export"
          >
            {t('payments.finance.export')}
          </Button>
        </Group>
        <PagedResults query={report} page={1} pages={1} onPage={() => undefined}>
          {({ list, totals, currency }) => (
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('payments.finance.totals')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                {(['paid', 'refunded', 'net'] as const).map((key) => (
                  <Paper key={key} withBorder radius="md" p="md">
                    <Text size="sm" c="dimmed">
                      {t(`payments.finance.${key}`)}
                    </Text>
                    <Text
                      fz="xl"
                      fw={700}
                      c={key === 'refunded' && totals.refunded > 0 ? 'red.8' : undefined}
                      data-testid={`finance-total-${key}`}
                    >
                      {formatMoney(
                        key === 'refunded' && totals.refunded > 0 ? -totals.refunded : totals[key],
                        currency,
                        language,
                      )}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
              <Title order={2} size="h4">
                {t('payments.finance.entries')}
              </Title>
              {list.length === 0 ? (
                <EmptyState icon={IconReportMoney} text={t('payments.finance.empty')} />
              ) : (
                <StackedTable
                  aria-label={t('payments.finance.entries')}
                  headers={[
                    t('payments.finance.date'),
                    t('payments.finance.kind'),
                    t('payments.finance.receipt'),
                    t('payments.finance.className'),
                    t('payments.finance.student'),
                    t('payments.finance.method'),
                    t('payments.finance.amount'),
                  ]}
                >
                  {list.map((entry) => (
                    <Table.Tr key={`${entry.kind}-${entry._id}`} data-testid={`finance-${entry.kind}-${entry._id}`}>
                      <Table.Td>
                        <Text fw={500} size="sm">
                          {formatPaidAt(entry.at, language, report.data?.timeZone)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{t(`payments.finance.kinds.${entry.kind}`)}</Table.Td>
                      <Table.Td>{entry.receiptNumber}</Table.Td>
                      <Table.Td>{entry.className}</Table.Td>
                      <Table.Td>{entry.studentName}</Table.Td>
                      <Table.Td>{methodLabel(t, entry.method)}</Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600} c={entry.kind === 'refund' ? 'red.8' : undefined}>
                          {formatEntryAmount(entry, language)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </StackedTable>
              )}
            </Stack>
          )}
        </PagedResults>
        <SchoolDetailsCard />
      </Stack>
    </Container>
  );
}
