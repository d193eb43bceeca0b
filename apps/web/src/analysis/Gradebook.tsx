import { Badge, Button, Container, Group, Loader, Modal, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFileText, IconScale } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../exercises/Loading';
import { categoryName } from '../grades/format';
import { GradeCell } from '../grades/GradeCell';
import { TermReportModal } from '../grades/TermReportModal';
import { downloadFile } from '../payments/download';
import { useErrorText } from '../session/errors';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { AppLink } from '../ui/AppLink';
import { BackLink } from '../ui/BackLink';
import { ErrorAlert } from '../ui/ErrorAlert';
import { StackedTable } from '../ui/StackedTable';
import { TrendLine } from './charts';
import { saveFile } from './download';

type Book = RouterOutputs['teacher']['getGradebook'];
type Row = Book['students'][number];
/** Sorted by name, by course grade, by mean accuracy, or by one homework's accuracy (its index). */
type Sort = 'name' | 'course' | 'mean' | number;

const stateColour = { notStarted: 'gray', started: 'yellow', finished: 'blue', corrected: 'teal' } as const;

/** Percent, whole, of `part` in `whole` (0 of nothing). */
export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));
const accuracyOf = (c: Row['cells'][number] | undefined) => (c ? percent(c.correct, c.total) : -1);

export function sortRows(rows: Row[], sort: Sort): Row[] {
  const key = (r: Row) =>
    sort === 'course'
      ? (r.percent ?? -1)
      : sort === 'mean'
        ? (r.mean ?? -1)
        : typeof sort === 'number'
          ? accuracyOf(r.cells[sort])
          : 0;
  if (sort === 'name') return rows;
  return [...rows].sort((a, b) => key(b) - key(a) || a.name.localeCompare(b.name));
}

/**
 * /teach/class/{id}/gradebook: students × homework with progress, accuracy, score, correction state and
 * points earned; each student's course grade (percent and the scale's letter) and category percents.
 */
export function Gradebook() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id } = useParams({ from: '/teach/class/$id/gradebook' });
  const book = trpc.teacher.getGradebook.useQuery({ classId: id });
  const utils = trpc.useUtils();
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExportError(null);
    setExporting(format);
    try {
      if (format === 'csv')
        saveFile(await utils.teacher.exportGradebook.fetch({ classId: id, format }, { staleTime: 0 }));
      else downloadFile(await utils.client.teacher.exportGradebookXlsx.query({ classId: id }));
    } catch (err) {
      setExportError(errorText(err));
    } finally {
      setExporting(null);
    }
  };

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <div>
          <BackLink label={t('gradebook.back')} href={`/teach/class/${id}/addContent`} />
          <Group justify="space-between" mt="xs">
            <Title order={1} size="h2">
              {t('gradebook.title')}
            </Title>
            <Group gap="xs">
              <Button
                component={AppLink}
                href={`/teach/class/${id}/grading`}
                variant="default"
                leftSection={<IconScale size={16} />}
              >
                {t('grades.setup.open')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                loading={exporting === 'csv'}
                onClick={() => exportAs('csv')}
              >
                {t('gradebook.exportCsv')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                loading={exporting === 'xlsx'}
                onClick={() => exportAs('xlsx')}
              >
                {t('gradebook.exportXlsx')}
              </Button>
            </Group>
          </Group>
          {book.data && (
            <Text c="dimmed" size="lg">
              {book.data.class.name}
            </Text>
          )}
        </div>
        <ErrorAlert message={exportError} />
        {book.error ? (
          <ErrorAlert message={errorText(book.error)} />
        ) : !book.data ? (
          <Loading />
        ) : book.data.students.length === 0 ? (
          <Text c="dimmed">{t('gradebook.empty')}</Text>
        ) : (
          <BookTable book={book.data} classId={id} />
        )}
      </Stack>
    </Container>
  );
}

function BookTable({ book, classId }: { book: Book; classId: string }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<Sort>('name');
  const [trendOf, setTrendOf] = useState<Row | null>(null);
  const [reportOf, setReportOf] = useState<Row | null>(null);
  const rows = useMemo(() => sortRows(book.students, sort), [book.students, sort]);
  const kindName = (kind: string) => t(`grades.kinds.${kind as 'custom'}`);
  const categoryNames = book.categories.map((c) => categoryName(c, kindName));
  return (
    <>
      <Group gap="xs">
        <Text size="sm">{t('gradebook.sortBy')}</Text>
        <Select
          size="xs"
          aria-label={t('gradebook.sortBy')}
          value={String(sort)}
          allowDeselect={false}
          onChange={(v) =>
            setSort(v === 'name' || v === 'course' || v === 'mean' || v === null ? (v ?? 'name') : Number(v))
          }
          data={[
            { value: 'name', label: t('gradebook.sortName') },
            { value: 'course', label: t('grades.book.sortCourse') },
            { value: 'mean', label: t('gradebook.sortMean') },
            ...book.homework.map((h, i) => ({ value: String(i), label: h.name })),
          ]}
        />
      </Group>
      <StackedTable
        minWidth={420 + 100 * book.categories.length + 150 * book.homework.length}
        aria-label={t('gradebook.title')}
        headers={[
          t('gradebook.student'),
          t('grades.book.course'),
          ...categoryNames,
          t('gradebook.mean'),
          ...book.homework.map((h) => h.name),
        ]}
      >
        {rows.map((s) => (
          <Table.Tr key={s._id}>
            <Table.Td>
              <Group gap={6}>
                <Text size="sm" fw={500}>
                  {s.name}
                </Text>
                <Button size="compact-xs" variant="subtle" onClick={() => setTrendOf(s)}>
                  {t('gradebook.showTrend')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconFileText size={12} />}
                  onClick={() => setReportOf(s)}
                  aria-label={t('grades.book.termReportOf', { name: s.name })}
                >
                  {t('grades.book.termReport')}
                </Button>
              </Group>
            </Table.Td>
            <Table.Td data-testid="gradebook-course">
              <Text size="sm" fw={600}>
                {s.percent === null
                  ? '—'
                  : s.letter === null
                    ? t('grades.percent', { percent: s.percent })
                    : t('grades.courseValue', { percent: s.percent, letter: s.letter })}
              </Text>
            </Table.Td>
            {book.categories.map((c, i) => {
              const p = s.categories.find((x) => x.categoryId === c._id)?.percent ?? null;
              return (
                <Table.Td key={c._id} data-label={categoryNames[i]}>
                  {p === null ? '—' : t('grades.percent', { percent: p })}
                </Table.Td>
              );
            })}
            <Table.Td>{s.mean === null ? '—' : `${s.mean}%`}</Table.Td>
            {/* Each homework's cell names its homework: on a phone the class's homework may outnumber the labelled columns. */}
            {s.cells.map((c, i) =>
              c ? (
                <Table.Td key={book.homework[i]!._id} data-label={book.homework[i]!.name}>
                  <Text size="sm">
                    {t('gradebook.cell', {
                      accuracy: percent(c.correct, c.total),
                      progress: percent(c.answered, c.total),
                    })}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="gradebook-score">
                    {t('gradebook.score', { correct: c.correct, score: c.score, total: c.total })}
                  </Text>
                  <GradeCell cell={c} />
                  <Badge size="xs" variant="light" tt="none" color={stateColour[c.state]}>
                    {t(`gradebook.states.${c.state}`)}
                  </Badge>
                </Table.Td>
              ) : (
                <Table.Td key={book.homework[i]!._id} data-label={book.homework[i]!.name}>
                  —
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </StackedTable>
      <Modal
        opened={trendOf !== null}
        onClose={() => setTrendOf(null)}
        title={trendOf ? t('gradebook.trend', { name: trendOf.name }) : ''}
        size="lg"
      >
        {trendOf && <StudentTrend book={book} row={trendOf} />}
      </Modal>
      <TermReportModal classId={classId} student={reportOf} onClose={() => setReportOf(null)} />
    </>
  );
}

function StudentTrend({ book, row }: { book: Book; row: Row }) {
  const { t } = useTranslation();
  // In the class's homework order, the order they were set in.
  const points = row.cells.flatMap((c, i) =>
    c && (c.state === 'finished' || c.state === 'corrected')
      ? [{ label: book.homework[i]!.name, accuracy: percent(c.correct, c.total) }]
      : [],
  );
  if (points.length === 0) return <Text c="dimmed">{t('gradebook.noTrend')}</Text>;
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <TrendLine points={points} label={t('gradebook.trend', { name: row.name })} height={220} />
    </Suspense>
  );
}
