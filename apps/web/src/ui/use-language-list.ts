import type { Language } from '@quanta/validators';
import { useState } from 'react';
import { useListSearch } from './use-list-search';
import { useUiLanguage } from './use-ui-language';

/**
 * A teacher's list of their own things: searched by name, filtered by language (every language until one
 * is picked), paged. `params` is the list query's input; `newLanguage` the language a new one is made in.
 */
export function useLanguageList(pageSize: number) {
  const { keyword, page, withPageReset, pageCount, ...search } = useListSearch(pageSize);
  const uiLanguage = useUiLanguage();
  const [language, setLanguage] = useState<Language | ''>('');
  return {
    ...search,
    page,
    language,
    onLanguage: withPageReset(setLanguage),
    params: { name: keyword, language: language || undefined, page, pageSize },
    newLanguage: language || uiLanguage,
    /** The number of pages of the query's answer; steps back when the page has emptied. */
    pagesOf: (query: { data?: { total: number }; isFetching: boolean }) =>
      pageCount(query.data?.total ?? 0, query.isFetching),
  };
}

export type LanguageList = ReturnType<typeof useLanguageList>;
