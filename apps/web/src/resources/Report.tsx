import { Stack, Title } from '@mantine/core';
import { limits } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { PagedResults } from '../ui/PagedResults';
import { RecordList } from './RecordList';
import { RecordModal } from './RecordModal';
import { RecordStats } from './RecordStats';
import { SettingSummary } from './SettingSummary';

const pageSize = limits.resourceHistoryPageSize;

/** REPORT: current settings, counts, the pie chart, mastery per section and the record list. */
export function Report() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const report = trpc.user.getResourceRecord.useQuery({ page, pageSize }, { placeholderData: (previous) => previous });
  const pages = report.data ? Math.max(1, Math.ceil(report.data.total / pageSize)) : 1;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('resources.stats.title')}
      </Title>
      <PagedResults query={report} page={page} pages={pages} onPage={setPage}>
        {(data) => (
          <Stack gap="md">
            <SettingSummary setting={data.setting} />
            <RecordStats stats={data} masteryHint />
            <Title order={3} size="h4">
              {t('resources.stats.records')}
            </Title>
            <RecordList records={data.list} label={t('resources.stats.records')} onOpen={setOpen} />
          </Stack>
        )}
      </PagedResults>
      <RecordModal id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
