import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { LanguageListPage } from '../ui/LanguageListPage';
import { useLanguageList } from '../ui/use-language-list';
import { useMutationError } from '../ui/use-mutation-error';
import { TeacherClassTable } from './TeacherClassTable';

const pageSize = 20;

/** `/teach/classlist`: the teacher's own classes, in every language or one, searched by name. */
export function TeacherClassList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  // Every language by default: a teacher sees all their classes, and narrows the list when they want.
  const list = useLanguageList(pageSize);
  const classes = trpc.teacher.getClassesByTeacher.useQuery(list.params, { placeholderData: keepPreviousData });
  const create = trpc.teacher.createClassByTeacher.useMutation({
    ...useMutationError(),
    onSuccess: async (created) => {
      utils.public.getClassById.setData({ id: created._id }, created);
      await utils.teacher.getClassesByTeacher.invalidate();
      await navigate({ to: '/teach/class/$id/edit', params: { id: created._id } });
    },
  });
  const pages = list.pagesOf(classes);

  const createClass = () => create.mutate({ language: list.newLanguage });

  return (
    <LanguageListPage
      title={t('classes.list.title')}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={createClass} loading={create.isPending}>
          {t('classes.list.create')}
        </Button>
      }
      searchLabel={t('classes.list.search')}
      totalText={(count) => t('classes.list.total', { count })}
      list={list}
      query={classes}
      pages={pages}
      languageWidth={160}
    >
      {(data) => <TeacherClassTable classes={data.list} />}
    </LanguageListPage>
  );
}
