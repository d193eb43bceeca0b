import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { limits } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { PagedResults } from '../ui/PagedResults';
import { MasteryChart } from './MasteryChart';
import { OutcomePie } from './OutcomePie';
import { RecordList } from './RecordList';
import { RecordModal } from './RecordModal';
import { SettingSummary } from './SettingSummary';

const pageSize = limits.resourceHistoryPageSize;

/** The four counts of REPORT. */
export function RecordCounts({ c }: { c: { problems: number; correct: number; incorrect: number; gaveUp: number } }) {
  const { t } = useTranslation();
  const cells = [
    ['problems', c.problems],
    ['correct', c.correct],
    ['incorrect', c.incorrect],
    ['gaveUp', c.gaveUp],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {cells.map(([key, value]) => (
        <Paper key={key} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed" tt="uppercase">
            {t(`resources.stats.${key}`)}
          </Text>
          <Text fw={700} size="xl" data-testid={`count-${key}`}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** REPORT: current settings, counts, the pie chart, mastery per section and the record list. */
export function Report() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const report = trpc.user.getResourceRecord.useQuery({ page, pageSize }, { placeholderData: (previous) => previous });
  const pages = report.data ? Math.max(1, Math.ceil(report.data.total / pageSize)) : 1;
  return (
    <Stack gap="md">
      <Title order={3}>{t('resources.stats.title')}</Title>
      <PagedResults query={report} page={page} pages={pages} onPage={setPage}>
        {(data) => (
          <Stack gap="md">
            <SettingSummary setting={data.setting} />
            <RecordCounts c={data} />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Paper withBorder radius="md" p="md">
                <Text fw={600}>{t('resources.stats.outcomes')}</Text>
                <OutcomePie correct={data.correct} incorrect={data.incorrect} gaveUp={data.gaveUp} />
              </Paper>
              <Paper withBorder radius="md" p="md">
                <Text fw={600}>{t('resources.stats.mastery')}</Text>
                <Text size="xs" c="dimmed" mb="xs">
                  {t('resources.stats.masteryHint')}
                </Text>
                <MasteryChart mastery={data.mastery} />
              </Paper>
            </SimpleGrid>
            <Title order={4}>{t('resources.stats.records')}</Title>
            <RecordList records={data.list} label={t('resources.stats.records')} onOpen={setOpen} />
          </Stack>
        )}
      </PagedResults>
      <RecordModal id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
