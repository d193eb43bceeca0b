import { Divider, Group, Stack, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HomeIntroEditor } from '../home/HomeIntroEditor';
import { trpc } from '../session/trpc';
import { LanguageSelect, useLanguageFilter } from '../ui/LanguageSelect';
import { PagedResults } from '../ui/PagedResults';
import { useListSearch } from '../ui/use-list-search';
import { AuditClassTable } from './AuditClassTable';

const pageSize = 20;

/** `/admin/auditClass`: submitted and published classes of a language, a page at a time, then the home introduction. */
export function AuditClassList() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguageFilter();
  const { page, setPage, withPageReset, pageCount } = useListSearch(pageSize);
  const classes = trpc.admin.getAuditClasses.useQuery(
    { language, page, pageSize },
    { placeholderData: keepPreviousData },
  );
  const total = classes.data?.total ?? 0;
  const pages = pageCount(total, classes.isFetching);

  return (
    <Stack gap="md" maw={1200} mx="auto" py="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('classes.audit.title')}
        </Title>
        <LanguageSelect value={language} onChange={withPageReset(setLanguage)} w={140} />
      </Group>
      <PagedResults query={classes} page={page} pages={pages} onPage={setPage}>
        {(data) => <AuditClassTable classes={data.list} />}
      </PagedResults>
      <Divider my="md" />
      <HomeIntroEditor />
    </Stack>
  );
}
