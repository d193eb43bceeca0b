import { Button, Stack } from '@mantine/core';
import type { Language } from '@quanta/validators';
import { limits } from '@quanta/validators';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { LanguageSelect } from '../ui/LanguageSelect';
import { ListHeader, ListToolbar } from '../ui/ListToolbar';
import { notifySuccess } from '../ui/notify';
import { PagedResults } from '../ui/PagedResults';
import { useListSearch } from '../ui/useListSearch';
import { useMutationAction } from '../ui/useMutationAction';
import { useUiLanguage } from '../ui/useUiLanguage';
import { HomeworkTable } from './HomeworkTable';

const pageSize = limits.homeworkPageSize;

/** My HomeWorks: the teacher's homework sets, searched by name, filtered by language, 10 a page. */
export function HomeworkList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const uiLanguage = useUiLanguage();
  const { search, onSearch, keyword: name, page, setPage, withPageReset, pageCount } = useListSearch(pageSize);
  const [language, setLanguage] = useState<Language | ''>('');
  const [actionError, setActionError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const create = trpc.teacher.createHomeWork.useMutation();
  const { run } = useMutationAction(setActionError);
  const homework = trpc.teacher.getHWByTeacher.useQuery(
    { name, language: language || undefined, page, pageSize },
    { placeholderData: keepPreviousData },
  );
  const total = homework.data?.total ?? 0;
  const pages = pageCount(total, homework.isFetching);

  const createOne = () =>
    run({
      action: async () => {
        const hw = await create.mutateAsync({
          language: language || uiLanguage,
        });
        notifySuccess(t('messages.createHomeworkSuccess'));
        await utils.teacher.getHWByTeacher.invalidate();
        await navigate({ to: '/teach/hw/$id/edit', params: { id: hw._id } });
      },
    });

  return (
    <Stack gap="md" maw={1200} mx="auto" py="md">
      <ListHeader title={t('homework.title')}>
        <Button leftSection={<IconPlus size={16} />} onClick={createOne} loading={create.isPending}>
          {t('homework.create')}
        </Button>
      </ListHeader>
      <ListToolbar
        searchLabel={t('homework.search')}
        search={search}
        onSearch={onSearch}
        total={homework.data && t('homework.total', { count: total })}
      >
        <LanguageSelect withAll value={language} onChange={withPageReset(setLanguage)} />
      </ListToolbar>
      <ErrorAlert message={actionError} />
      <PagedResults query={homework} page={page} pages={pages} onPage={setPage}>
        {(data) => <HomeworkTable homework={data.list} onError={setActionError} />}
      </PagedResults>
    </Stack>
  );
}
