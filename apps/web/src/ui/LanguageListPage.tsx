import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from './ErrorAlert';
import { LanguageSelect } from './LanguageSelect';
import { ListHeader, ListToolbar } from './ListToolbar';
import { PagedResults } from './PagedResults';
import type { LanguageList } from './use-language-list';

interface LanguageListPageProps<T extends { total: number }> {
  title: string;
  /** The buttons beside the title. */
  actions: ReactNode;
  searchLabel: string;
  /** The count line, by the number of results. */
  totalText: (count: number) => string;
  list: LanguageList;
  query: { error: unknown; data: T | undefined };
  /** From `list.pagesOf(query)`. */
  pages: number;
  /** An action's error, shown over the list. */
  error?: string | null;
  languageWidth?: number;
  /** The table for a page of results. */
  children: (data: T) => ReactNode;
}

/** A teacher's list screen: title and buttons, search and language filter with the count, and the paged table. */
export function LanguageListPage<T extends { total: number }>({
  title,
  actions,
  searchLabel,
  totalText,
  list,
  query,
  pages,
  error,
  languageWidth,
  children,
}: LanguageListPageProps<T>) {
  return (
    <Stack gap="md" maw={1200} mx="auto" py="md">
      <ListHeader title={title}>{actions}</ListHeader>
      <ListToolbar
        searchLabel={searchLabel}
        search={list.search}
        onSearch={list.onSearch}
        total={query.data && totalText(query.data.total)}
      >
        <LanguageSelect withAll value={list.language} onChange={list.onLanguage} w={languageWidth} />
      </ListToolbar>
      <ErrorAlert message={error} />
      <PagedResults query={query} page={list.page} pages={pages} onPage={list.setPage}>
        {children}
      </PagedResults>
    </Stack>
  );
}
