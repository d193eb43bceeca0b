import { NativeSelect } from '@mantine/core';
import { limits } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import type { Question } from './types';

interface SourceSelectProps {
  value: string;
  /** The question's stored source, kept as an option even when expired or past the first page. */
  current: Question['source'];
  onChange: (value: string) => void;
}

/** The question's source among the teacher's own; expired ones cannot be newly chosen. */
export function SourceSelect({ value, current, onChange }: SourceSelectProps) {
  const { t } = useTranslation();
  const sources = trpc.teacher.getSourceList.useQuery({ keyword: '', page: 1, pageSize: limits.pageSizeMax });
  const list = sources.data?.list ?? [];
  const options = list.map((s) => ({
    value: s._id,
    label: s.expired ? `${s.name} (${t('questions.expired')})` : s.name,
    disabled: s.expired && s._id !== current?._id,
  }));
  if (current && !list.some((s) => s._id === current._id))
    options.push({ value: current._id, label: current.name, disabled: false });
  return (
    <NativeSelect
      label={t('questions.source')}
      data={[{ value: '', label: t('questions.noSource') }, ...options]}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
