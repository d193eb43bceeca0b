import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { limits } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { PagedResults } from '../ui/PagedResults';
import { MasteryChart } from './MasteryChart';
import { OutcomePie } from './OutcomePie';
import { RecordList } from './RecordList';
import { RecordCounts } from './Report';

const pageSize = limits.resourceHistoryPageSize;

/** Resource Records on the teacher's view of a student: counts, the pie, mastery by section and the records. */
export function TeacherResourceRecords({ classId, studentId }: { classId: string; studentId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const records = trpc.teacher.getStudentResourceRecords.useQuery(
    { classId, studentId, page, pageSize },
    { placeholderData: (previous) => previous },
  );
  const pages = records.data ? Math.max(1, Math.ceil(records.data.total / pageSize)) : 1;
  return (
    <Stack gap="md" component="section" aria-labelledby="resource-records-title">
      <Title order={3} id="resource-records-title">
        {t('resources.teacher.title')}
      </Title>
      <PagedResults query={records} page={page} pages={pages} onPage={setPage}>
        {(data) =>
          data.problems === 0 ? (
            <Paper withBorder radius="md" p="lg">
              <Text c="dimmed">{t('resources.teacher.empty')}</Text>
            </Paper>
          ) : (
            <Stack gap="md">
              <RecordCounts c={data} />
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <Paper withBorder radius="md" p="md">
                  <Text fw={600}>{t('resources.stats.outcomes')}</Text>
                  <OutcomePie correct={data.correct} incorrect={data.incorrect} gaveUp={data.gaveUp} />
                </Paper>
                <Paper withBorder radius="md" p="md">
                  <Text fw={600}>{t('resources.stats.mastery')}</Text>
                  <MasteryChart mastery={data.mastery} />
                </Paper>
              </SimpleGrid>
              <RecordList records={data.list} label={t('resources.teacher.title')} />
            </Stack>
          )
        }
      </PagedResults>
    </Stack>
  );
}
