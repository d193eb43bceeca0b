import { Button, Stack } from '@mantine/core';
import type { Language } from '@quanta/validators';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { LanguageSelect } from '../ui/LanguageSelect';
import { ListHeader, ListToolbar } from '../ui/ListToolbar';
import { PagedResults } from '../ui/PagedResults';
import { useListSearch } from '../ui/useListSearch';
import { useMutationAction } from '../ui/useMutationAction';
import { useUiLanguage } from '../ui/useUiLanguage';
import { TeacherClassTable } from './TeacherClassTable';

const pageSize = 20;

/** `/teach/classlist`: the teacher's own classes, in every language or one, searched by name. */
export function TeacherClassList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { search, onSearch, keyword: name, page, setPage, withPageReset, pageCount } = useListSearch(pageSize);
  const uiLang = useUiLanguage();
  // Every language by default: a teacher sees all their classes, and narrows the list when they want.
  const [language, setLanguage] = useState<Language | ''>('');
  const classes = trpc.teacher.getClassesByTeacher.useQuery(
    { name, language: language || undefined, page, pageSize },
    { placeholderData: keepPreviousData },
  );
  const create = trpc.teacher.createClassByTeacher.useMutation();
  const { run } = useMutationAction();
  const total = classes.data?.total ?? 0;
  const pages = pageCount(total, classes.isFetching);

  const createClass = () =>
    run({
      action: async () => {
        const created = await create.mutateAsync({
          language: language || uiLang,
        });
        utils.public.getClassById.setData({ id: created._id }, created);
        await utils.teacher.getClassesByTeacher.invalidate();
        await navigate({ to: '/teach/class/$id/edit', params: { id: created._id } });
      },
    });

  return (
    <Stack gap="md" maw={1200} mx="auto" py="md">
      <ListHeader title={t('classes.list.title')}>
        <Button leftSection={<IconPlus size={16} />} onClick={createClass} loading={create.isPending}>
          {t('classes.list.create')}
        </Button>
      </ListHeader>
      <ListToolbar
        searchLabel={t('classes.list.search')}
        search={search}
        onSearch={onSearch}
        total={classes.data && t('classes.list.total', { count: total })}
      >
        <LanguageSelect withAll value={language} onChange={withPageReset(setLanguage)} w={160} />
      </ListToolbar>
      <PagedResults query={classes} page={page} pages={pages} onPage={setPage}>
        {(data) => <TeacherClassTable classes={data.list} />}
      </PagedResults>
    </Stack>
  );
}
