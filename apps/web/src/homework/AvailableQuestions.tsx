import { Button, Group, Pagination, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { Language } from '@quanta/validators';
import { limits } from '@quanta/validators';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryNode } from '../libraries/types';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { LanguageSelect } from '../ui/LanguageSelect';
import { LibraryNodeSelect } from './LibraryNodeSelect';
import { keepPresent } from './order';
import { QuestionRows } from './QuestionRows';

/** The most rows the left list draws at once; the name filter narrows a larger bank. */
const shownMax = 200;

interface AvailableQuestionsProps {
  /** The homework's language, the first language filter. */
  language: string;
  /** Questions already in the homework, left out here. */
  chosen: ReadonlySet<string>;
  onAdd: (ids: string[]) => Promise<boolean>;
  adding: boolean;
}

/** The transfer's left side: the teacher's own questions or a library's, to add to the homework. */
export function AvailableQuestions({ language: homeworkLanguage, chosen, onAdd, adding }: AvailableQuestionsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [mode, setMode] = useState<'mine' | 'library'>('mine');
  const [language, setLanguage] = useState<Language | ''>(homeworkLanguage === 'zh' ? 'zh' : 'en');
  const [filter, setFilter] = useState('');
  const [node, setNode] = useState<LibraryNode | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const mine = trpc.teacher.getAllQuestionsByTeacher.useQuery(
    { language: language || undefined },
    { enabled: mode === 'mine' },
  );
  const library = trpc.teacher.getQuestionByLibrary.useQuery(
    { ...(node ?? { libraryId: '' }), page, pageSize: limits.libraryQuestionPageSize },
    { enabled: mode === 'library' && node !== null, placeholderData: keepPreviousData },
  );
  const source = mode === 'mine' ? mine : library;
  // The name filter belongs to My questions, where its box shows; the library list is never narrowed by it.
  const needle = mode === 'mine' ? filter.trim().toLowerCase() : '';
  const candidates = useMemo(() => (source.data?.list ?? []).filter((q) => !chosen.has(q._id)), [source.data, chosen]);
  const matching = useMemo(
    () => (needle ? candidates.filter((q) => q.name.toLowerCase().includes(needle)) : candidates),
    [candidates, needle],
  );
  const shown = matching.slice(0, shownMax);
  const libraryPages = Math.max(1, Math.ceil((library.data?.total ?? 0) / limits.libraryQuestionPageSize));
  // A selection survives the name filter: ticked questions stay ticked while hidden.
  const picked = keepPresent(selected, candidates);

  const add = async () => {
    if (await onAdd(picked)) setSelected(new Set());
  };

  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        value={mode}
        onChange={(v) => {
          setMode(v as 'mine' | 'library');
          setSelected(new Set());
        }}
        data={[
          { value: 'mine', label: t('homework.myQuestions') },
          { value: 'library', label: t('homework.libraryQuestions') },
        ]}
      />
      {mode === 'mine' ? (
        <Group grow gap="xs" align="flex-end">
          <LanguageSelect size="xs" withAll value={language} onChange={setLanguage} />
          <TextInput
            size="xs"
            label={t('homework.filterByName')}
            leftSection={<IconSearch size={14} />}
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
        </Group>
      ) : (
        <LibraryNodeSelect
          value={node}
          onChange={(next) => {
            setNode(next);
            setPage(1);
            setSelected(new Set());
          }}
        />
      )}
      {source.error && <ErrorAlert message={errorText(source.error)} />}
      <QuestionRows
        label={t('homework.available')}
        questions={shown}
        selected={selected}
        onSelect={setSelected}
        empty={
          mode === 'library' && !node
            ? t('homework.chooseLibraryFirst')
            : source.isLoading
              ? t('common.loading')
              : t('homework.noAvailable')
        }
        height={460}
      />
      {matching.length > shown.length && (
        <Text size="xs" c="dimmed">
          {t('homework.showingFirst', { shown: shown.length, count: matching.length })}
        </Text>
      )}
      {mode === 'library' && libraryPages > 1 && (
        <Pagination size="sm" total={libraryPages} value={page} onChange={setPage} />
      )}
      <Group justify="flex-end">
        <Button
          rightSection={<IconArrowRight size={16} />}
          disabled={picked.length === 0}
          loading={adding}
          onClick={add}
        >
          {t('homework.addSelected', { count: picked.length })}
        </Button>
      </Group>
    </Stack>
  );
}
