import { Center, Group, Loader, Pagination } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { ErrorAlert } from './ErrorAlert';

interface PagedResultsProps<T> {
  /** Until its data arrives a loader shows, unless there is an error. */
  query: { error: unknown; data: T | undefined };
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The table for the data. */
  children: (data: T) => ReactNode;
}

/** A list's load error, loader or table, and the pager when there is more than one page. */
export function PagedResults<T>({ query: { error, data }, page, pages, onPage, children }: PagedResultsProps<T>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <>
      {error ? <ErrorAlert message={errorText(error)} /> : null}
      {data !== undefined
        ? children(data)
        : !error && (
            <Center py="xl">
              <Loader aria-label={t('common.loading')} />
            </Center>
          )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={onPage} />
        </Group>
      )}
    </>
  );
}
