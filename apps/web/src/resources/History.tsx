import { Stack, Title } from '@mantine/core';
import { limits } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { PagedResults } from '../ui/PagedResults';
import { RecordList } from './RecordList';
import { RecordModal } from './RecordModal';

const pageSize = limits.resourceHistoryPageSize;

/** HISTORY: the student's answers, newest first, 10 a page; a click opens the question read-only. */
export function History() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const records = trpc.user.getStudentQuestionRecord.useQuery(
    { page, pageSize },
    { placeholderData: (previous) => previous },
  );
  const pages = records.data ? Math.max(1, Math.ceil(records.data.total / pageSize)) : 1;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('resources.history.title')}
      </Title>
      <PagedResults query={records} page={page} pages={pages} onPage={setPage}>
        {(data) => <RecordList records={data.list} label={t('resources.history.title')} onOpen={setOpen} />}
      </PagedResults>
      <RecordModal id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
