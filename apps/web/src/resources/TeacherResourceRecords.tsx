import { Paper, Stack, Text, Title } from '@mantine/core';
import { limits } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { PagedResults } from '../ui/PagedResults';
import { RecordList } from './RecordList';
import { RecordStats } from './RecordStats';

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
      <Title order={2} size="h3" id="resource-records-title">
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
              <RecordStats stats={data} />
              <RecordList records={data.list} label={t('resources.teacher.title')} />
            </Stack>
          )
        }
      </PagedResults>
    </Stack>
  );
}
