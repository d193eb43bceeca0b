import { Button, Group, Stack } from '@mantine/core';
import type { Language } from '@quanta/validators';
import { limits } from '@quanta/validators';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { LanguageSelect } from '../ui/LanguageSelect';
import { ListHeader, ListToolbar } from '../ui/ListToolbar';
import { PagedResults } from '../ui/PagedResults';
import { useListSearch } from '../ui/useListSearch';
import { useMutationAction } from '../ui/useMutationAction';
import { useUiLanguage } from '../ui/useUiLanguage';
import { BatchImport } from './BatchImport';
import { QuestionFiles } from './QuestionFiles';
import { QuestionTable } from './QuestionTable';

const pageSize = limits.questionPageSize;

/** My Questions: the teacher's question bank, searched by name, filtered by language, 100 a page. */
export function QuestionList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const uiLanguage = useUiLanguage();
  const { search, onSearch, keyword: name, page, setPage, withPageReset, pageCount } = useListSearch(pageSize);
  const [language, setLanguage] = useState<Language | ''>('');
  const [actionError, setActionError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const create = trpc.teacher.createQuestion.useMutation();
  const { run } = useMutationAction(setActionError);
  const questions = trpc.teacher.getQuestionsByTeacher.useQuery(
    { name, language: language || undefined, page, pageSize },
    { placeholderData: keepPreviousData },
  );
  const total = questions.data?.total ?? 0;
  const pages = pageCount(total, questions.isFetching);
  const newLanguage = language || uiLanguage;

  const createOne = () =>
    run({
      action: async () => {
        const q = await create.mutateAsync({ language: newLanguage });
        await navigate({ to: '/teach/question/$id/edit', params: { id: q._id } });
      },
    });

  return (
    <Stack gap="md" maw={1200} mx="auto" py="md">
      <ListHeader title={t('questions.title')}>
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={createOne} loading={create.isPending}>
            {t('questions.create')}
          </Button>
          <BatchImport language={newLanguage} onError={setActionError} />
          <QuestionFiles language={newLanguage} selected={[...selected]} onError={setActionError} />
          <Button
            component="a"
            href="/api/question_template.xlsx"
            download="question_template.xlsx"
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            {t('questions.downloadTemplate')}
          </Button>
        </Group>
      </ListHeader>
      <ListToolbar
        searchLabel={t('questions.search')}
        search={search}
        onSearch={onSearch}
        total={questions.data && t('questions.total', { count: total })}
      >
        <LanguageSelect withAll value={language} onChange={withPageReset(setLanguage)} />
      </ListToolbar>
      <ErrorAlert message={actionError} />
      <PagedResults query={questions} page={page} pages={pages} onPage={setPage}>
        {(data) => (
          <QuestionTable questions={data.list} onError={setActionError} selected={selected} onSelect={select} />
        )}
      </PagedResults>
    </Stack>
  );
}
