import { Button, Group } from '@mantine/core';
import { limits } from '@quanta/validators';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { LanguageListPage } from '../ui/LanguageListPage';
import { useLanguageList } from '../ui/use-language-list';
import { useMutationError } from '../ui/use-mutation-error';
import { BatchImport } from './BatchImport';
import { QuestionFiles } from './QuestionFiles';
import { QuestionTable } from './QuestionTable';

const pageSize = limits.questionPageSize;

/** My Questions: the teacher's question bank, searched by name, filtered by language, 100 a page. */
export function QuestionList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useLanguageList(pageSize);
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
  const create = trpc.teacher.createQuestion.useMutation({
    ...useMutationError(setActionError),
    onSuccess: (q) => navigate({ to: '/teach/question/$id/edit', params: { id: q._id } }),
  });
  const questions = trpc.teacher.getQuestionsByTeacher.useQuery(list.params, { placeholderData: keepPreviousData });
  const pages = list.pagesOf(questions);
  const { newLanguage } = list;

  const createOne = () => create.mutate({ language: newLanguage });

  return (
    <LanguageListPage
      title={t('questions.title')}
      actions={
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={createOne} loading={create.isPending}>
            {t('questions.create')}
          </Button>
          <BatchImport language={newLanguage} onError={setActionError} />
          <QuestionFiles
            language={newLanguage}
            listed={{ language: list.language, name: list.params.name, total: questions.data?.total }}
            selected={[...selected]}
            onError={setActionError}
          />
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
      }
      searchLabel={t('questions.search')}
      totalText={(count) => t('questions.total', { count })}
      list={list}
      query={questions}
      pages={pages}
      error={actionError}
    >
      {(data) => <QuestionTable questions={data.list} onError={setActionError} selected={selected} onSelect={select} />}
    </LanguageListPage>
  );
}
