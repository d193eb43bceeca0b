import { Badge, Container, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../exercises/Loading';
import { typeLabelKeys } from '../questions/question-types';
import { useErrorText } from '../session/errors';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { BackLink } from '../ui/BackLink';
import { ErrorAlert } from '../ui/ErrorAlert';
import { StackedTable } from '../ui/StackedTable';
import { FacilityScatter, ScoreHistogram } from './charts';

type Analysis = RouterOutputs['teacher']['getItemAnalysis'];
type Item = Analysis['questions'][number];

const flagColour = { red: 'red', amber: 'orange' } as const;

/**
 * A mean credit (0 to 1, partial credit counted) as a whole percentage.
 *
 * @example percentOfCredit(0.675) // 68
 */
export const percentOfCredit = (credit: number) => Math.round(credit * 100);

/** /teach/class/{id}/homework/{hwId}/analysis: the item analysis of one homework of the class. */
export function ItemAnalysis() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id, hwId } = useParams({ from: '/teach/class/$id/homework/$hwId/analysis' });
  const analysis = trpc.teacher.getItemAnalysis.useQuery({ classId: id, homeworkId: hwId });
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <div>
          <BackLink label={t('analysis.back')} href={`/teach/class/${id}/addContent`} />
          <Title order={1} size="h2" mt="xs">
            {t('analysis.title')}
          </Title>
          {analysis.data && (
            <Text c="dimmed" size="lg">
              {analysis.data.homework.name} · {analysis.data.class.name}
            </Text>
          )}
        </div>
        {analysis.error ? (
          <ErrorAlert message={errorText(analysis.error)} />
        ) : !analysis.data ? (
          <Loading />
        ) : (
          <AnalysisBody data={analysis.data} />
        )}
      </Stack>
    </Container>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

function AnalysisBody({ data }: { data: Analysis }) {
  const { t } = useTranslation();
  const pct = (v: number) => t('analysis.percent', { value: v });
  const flagged = data.questions.filter((q) => q.flag);
  if (data.test.attempts === 0) return <Text c="dimmed">{t('analysis.noAttempts')}</Text>;
  const points = data.questions.flatMap((q) =>
    q.facility === null || q.discrimination === null
      ? []
      : [
          {
            position: q.position,
            facility: q.facility,
            discrimination: q.discrimination,
            level: (q.flag?.level ?? 'ok') as 'red' | 'amber' | 'ok',
          },
        ],
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat label={t('analysis.attempts')} value={String(data.test.attempts)} />
        <Stat label={t('analysis.mean')} value={pct(data.test.mean)} />
        <Stat label={t('analysis.median')} value={pct(data.test.median)} />
        <Stat label={t('analysis.sd')} value={pct(data.test.sd)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="sm" radius="md">
          <Text fw={600}>{t('analysis.histogram')}</Text>
          <Suspense fallback={<Loader size="sm" />}>
            <ScoreHistogram bins={data.test.histogram} />
          </Suspense>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Text fw={600}>{t('analysis.scatter')}</Text>
          <Suspense fallback={<Loader size="sm" />}>
            <FacilityScatter points={points} />
          </Suspense>
        </Paper>
      </SimpleGrid>
      <Text fw={600}>{t('analysis.flagged', { count: flagged.length })}</Text>
      <StackedTable
        minWidth={920}
        aria-label={t('analysis.title')}
        headers={[
          t('analysis.question'),
          t('analysis.facility'),
          t('analysis.discrimination'),
          t('analysis.efficiency'),
          t('analysis.meanScore'),
          t('analysis.choices'),
          t('analysis.flag'),
        ]}
      >
        {data.questions.map((q) => (
          <ItemRow key={q._id} q={q} />
        ))}
      </StackedTable>
    </Stack>
  );
}

function ItemRow({ q }: { q: Item }) {
  const { t } = useTranslation();
  const num = (v: number | null) => (v === null ? t('analysis.none') : String(v));
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {q.position}. {q.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`questions.${typeLabelKeys[q.isChoice]}`)}
        </Text>
      </Table.Td>
      <Table.Td>{num(q.facility)}</Table.Td>
      <Table.Td>{num(q.discrimination)}</Table.Td>
      <Table.Td>{num(q.efficiency)}</Table.Td>
      <Table.Td>
        {q.meanScore === null ? t('analysis.none') : t('analysis.percent', { value: percentOfCredit(q.meanScore) })}
      </Table.Td>
      <Table.Td>
        <Group gap={6}>
          {q.choices.map((c) => (
            <Text key={c.choice} size="xs" fw={c.correct ? 700 : 400} c={c.correct ? 'teal' : undefined}>
              {c.choice}
              {c.correct ? '✓' : ''} {c.count}
            </Text>
          ))}
          {q.choices.length === 0 && q.blank === 0 && t('analysis.none')}
          {q.blank > 0 && (
            <Text size="xs" c="dimmed">
              {t('analysis.blank', { count: q.blank })}
            </Text>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {q.flag ? (
          <Tooltip label={t(`analysis.flags.${q.flag.reason}`)} multiline w={260}>
            <Badge color={flagColour[q.flag.level]} variant="light" tt="none" data-flag={q.flag.reason}>
              {t(`analysis.level.${q.flag.level}`)}
            </Badge>
          </Tooltip>
        ) : (
          t('analysis.none')
        )}
        {q.flag && (
          <Text size="xs" c="dimmed" mt={4}>
            {t(`analysis.flags.${q.flag.reason}`)}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
