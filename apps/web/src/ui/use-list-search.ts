import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A paged list's search box and page: `keyword` is the trimmed search after a pause, and a new search
 * goes back to page 1, as does a filter set through `withPageReset`. `pageCount` gives the number of pages and steps back when the page has emptied.
 */
export function useListSearch(pageSize: number) {
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);

  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  /** Wraps a filter's setter so that a new value goes back to page 1 too. */
  const withPageReset =
    <V>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };

  const pageCount = (total: number, fetching: boolean) => {
    const pages = Math.max(1, Math.ceil(total / pageSize));
    if (page > pages && !fetching) setPage(pages);
    return pages;
  };

  return { search, onSearch, keyword, page, setPage, withPageReset, pageCount };
}
