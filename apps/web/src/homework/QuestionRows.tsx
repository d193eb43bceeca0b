import { Badge, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../classes/labels';
import { DifficultyStars } from '../questions/DifficultyStars';
import { typeLabelKeys } from '../questions/question-types';
import type { Question } from '../questions/types';
import { HeadedTable } from '../ui/HeadedTable';
import { SelectAllCell, SelectCell } from '../ui/SelectCells';
import { allSelected } from './order';
import { QuestionPeek } from './QuestionPeek';

interface QuestionRowsProps {
  label: string;
  questions: Question[];
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
  /** Numbers the rows (the homework's order). */
  numbered?: boolean;
  /** Extra buttons per row (up and down). */
  actions?: (question: Question, index: number) => ReactNode;
  empty: string;
  height: number;
}

/** One side of the transfer: a table of questions with a checkbox each and "select all". */
export function QuestionRows({
  label,
  questions,
  selected,
  onSelect,
  numbered,
  actions,
  empty,
  height,
}: QuestionRowsProps) {
  const { t } = useTranslation();
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };
  const every = allSelected(selected, questions);
  return (
    <HeadedTable
      scrollArea={{ mah: height, type: 'auto' }}
      verticalSpacing={4}
      highlightOnHover
      stickyHeader
      aria-label={label}
      head={
        <>
          <SelectAllCell
            w={36}
            label={t('homework.selectAll', { list: label })}
            checked={every}
            indeterminate={!every && questions.some((q) => selected.has(q._id))}
            disabled={questions.length === 0}
            onChange={(checked) => {
              const next = new Set(selected);
              for (const q of questions) {
                if (checked) next.add(q._id);
                else next.delete(q._id);
              }
              onSelect(next);
            }}
          />
          {numbered && <Table.Th w={36}>#</Table.Th>}
          <Table.Th>{t('homework.name')}</Table.Th>
          <Table.Th w={actions ? 140 : 48} />
        </>
      }
    >
      {questions.length === 0 && (
        <Table.Tr>
          <Table.Td colSpan={numbered ? 4 : 3}>
            <Text c="dimmed" size="sm" ta="center" py="md">
              {empty}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
      {questions.map((q, index) => {
        const name = q.name || t('questions.untitled');
        return (
          <Table.Tr key={q._id}>
            <SelectCell label={name} checked={selected.has(q._id)} onChange={(on) => toggle(q._id, on)} />
            {numbered && <Table.Td>{index + 1}</Table.Td>}
            <Table.Td>
              <Text size="sm" lineClamp={1}>
                {name}
              </Text>
              <Group gap={6}>
                <Badge size="xs" variant="light">
                  {t(`questions.${typeLabelKeys[q.isChoice]}`)}
                </Badge>
                <DifficultyStars value={q.difficuty} size={11} />
                <Text size="xs" c="dimmed">
                  {categoryLabel(t, q.category)}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td>
              <Group gap={2} wrap="nowrap" justify="flex-end">
                {actions?.(q, index)}
                <QuestionPeek question={q} />
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </HeadedTable>
  );
}
