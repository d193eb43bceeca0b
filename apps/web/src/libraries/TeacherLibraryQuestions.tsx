import { ActionIcon, Button, Group, NativeSelect, Pagination, Tooltip } from '@mantine/core';
import { limits } from '@quanta/validators';
import { IconExternalLink, IconRefresh, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sourceLabel } from '../classes/labels';
import type { Question } from '../questions/types';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { useUserInfo } from '../session/use-session';
import { ErrorAlert } from '../ui/ErrorAlert';
import { BrowserLayout } from './BrowserLayout';
import { QuestionResults } from './QuestionResults';
import type { LibraryNode } from './types';

const pageSize = limits.libraryQuestionPageSize;

/**
 * /teacher/library: the questions of the libraries bound to the teacher, by node and by a source their
 * questions name, 100 a page. The teacher's own questions carry an edit link that opens in a new tab.
 */
export function TeacherLibraryQuestions() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const me = useUserInfo();
  const [node, setNode] = useState<LibraryNode | null>(null);
  const [source, setSource] = useState('');
  const [sourceId, setSourceId] = useState('');
  const [page, setPage] = useState(1);
  // The filter offers the sources the chosen library's questions name, whoever's they are.
  const sources = trpc.teacher.getLibrarySources.useQuery(
    { libraryId: node?.libraryId ?? '', page: 1, pageSize: limits.pageSizeMax },
    { enabled: node !== null },
  );
  const questions = trpc.teacher.getQuestionByLibrary.useQuery(
    {
      libraryId: node?.libraryId ?? '',
      chapterId: node?.chapterId,
      sectionId: node?.sectionId,
      sourceId: sourceId || undefined,
      page,
      pageSize,
    },
    { enabled: node !== null, placeholderData: keepPreviousData },
  );
  const total = questions.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  const select = (next: LibraryNode) => {
    // Another library has other sources: its filter starts from all of them.
    if (next.libraryId !== node?.libraryId) {
      setSource('');
      setSourceId('');
    }
    setNode(next);
    setPage(1);
  };
  const search = () => {
    setPage(1);
    // The same filter again still asks the server afresh.
    if (source === sourceId) void questions.refetch();
    else setSourceId(source);
  };
  const reset = () => {
    setSource('');
    setSourceId('');
    setPage(1);
  };

  const editLink = (q: Question) =>
    q.creator === me?._id ? (
      <Tooltip label={t('libraries.editInNewTab')} withArrow>
        <ActionIcon
          component="a"
          href={`/teach/question/${q._id}/edit`}
          target="_blank"
          rel="noopener"
          variant="light"
          aria-label={t('libraries.editQuestion', { name: q.name })}
        >
          <IconExternalLink size={16} />
        </ActionIcon>
      </Tooltip>
    ) : null;

  return (
    <BrowserLayout title={t('libraries.teacherBrowserTitle')} selected={node} onSelect={select}>
      <Group align="flex-end">
        <NativeSelect
          label={t('questions.source')}
          w={260}
          data={[
            { value: '', label: t('libraries.allSources') },
            ...(sources.data?.list.map((s) => ({ value: s._id, label: sourceLabel(t, s) })) ?? []),
          ]}
          value={source}
          onChange={(e) => setSource(e.currentTarget.value)}
        />
        <Button leftSection={<IconSearch size={16} />} onClick={search}>
          {t('libraries.search')}
        </Button>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={reset}>
          {t('libraries.reset')}
        </Button>
      </Group>
      {questions.error ? (
        <ErrorAlert message={errorText(questions.error)} />
      ) : (
        <QuestionResults
          questions={questions.data?.list}
          total={total}
          first={(page - 1) * pageSize + 1}
          actions={editLink}
        />
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </BrowserLayout>
  );
}
