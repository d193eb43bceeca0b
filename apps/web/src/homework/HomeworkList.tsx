import { Button } from '@mantine/core';
import { limits } from '@quanta/validators';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { LanguageListPage } from '../ui/LanguageListPage';
import { notifySuccess } from '../ui/notify';
import { useLanguageList } from '../ui/use-language-list';
import { useMutationError } from '../ui/use-mutation-error';
import { HomeworkTable } from './HomeworkTable';

const pageSize = limits.homeworkPageSize;

/** My HomeWorks: the teacher's homework sets, searched by name, filtered by language, 10 a page. */
export function HomeworkList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useLanguageList(pageSize);
  const [actionError, setActionError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const create = trpc.teacher.createHomeWork.useMutation({
    ...useMutationError(setActionError),
    onSuccess: async (hw) => {
      notifySuccess(t('messages.createHomeworkSuccess'));
      await utils.teacher.getHWByTeacher.invalidate();
      await navigate({ to: '/teach/hw/$id/edit', params: { id: hw._id } });
    },
  });
  const homework = trpc.teacher.getHWByTeacher.useQuery(list.params, { placeholderData: keepPreviousData });
  const pages = list.pagesOf(homework);

  const createOne = () => create.mutate({ language: list.newLanguage });

  return (
    <LanguageListPage
      title={t('homework.title')}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={createOne} loading={create.isPending}>
          {t('homework.create')}
        </Button>
      }
      searchLabel={t('homework.search')}
      totalText={(count) => t('homework.total', { count })}
      list={list}
      query={homework}
      pages={pages}
      error={actionError}
    >
      {(data) => <HomeworkTable homework={data.list} onError={setActionError} />}
    </LanguageListPage>
  );
}
