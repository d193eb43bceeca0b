import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { limits } from '@quanta/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sourceLabel } from '../classes/labels';
import { trpc } from '../session/trpc';
import type { Question } from './types';

interface SourceSelectProps {
  value: string;
  /** The question's stored source, kept as an option even when expired or not among the matches. */
  current: Question['source'];
  onChange: (value: string) => void;
}

/**
 * The question's source among the teacher's own, searched by name in the database (a page of matches), so
 * any number of sources can be reached; expired ones cannot be newly chosen.
 */
export function SourceSelect({ value, current, onChange }: SourceSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosenLabel, setChosenLabel] = useState('');
  // The box shows the chosen source's name; only other text is a search.
  const [keyword] = useDebouncedValue(search === chosenLabel ? '' : search.trim(), 300);
  const sources = trpc.teacher.getSourceList.useQuery(
    { keyword, page: 1, pageSize: limits.pageSizeMax },
    { placeholderData: keepPreviousData },
  );
  const list = sources.data?.list ?? [];
  const options = list.map((s) => ({
    value: s._id,
    label: sourceLabel(t, s),
    disabled: s.expired && s._id !== current?._id,
  }));
  if (current && !list.some((s) => s._id === current._id))
    options.push({ value: current._id, label: current.name, disabled: false });
  const data = [{ value: '', label: t('questions.noSource') }, ...options];
  const label = data.find((o) => o.value === value)?.label ?? '';
  if (label !== chosenLabel) setChosenLabel(label);
  return (
    <Select
      label={t('questions.source')}
      data={data}
      value={value}
      onChange={(next) => onChange(next ?? '')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // Matching happens in the database; the list shows what it answered for the typed name.
      filter={({ options: all }) => all}
      nothingFoundMessage={t('questions.noSourceFound')}
      allowDeselect={false}
    />
  );
}
