import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MasteryChart } from './MasteryChart';
import { OutcomePie } from './OutcomePie';
import type { SectionMastery } from './types';

interface Counts {
  problems: number;
  correct: number;
  incorrect: number;
  gaveUp: number;
}

/** The four counts of REPORT. */
export function RecordCounts({ c }: { c: Counts }) {
  const { t } = useTranslation();
  const cells = [
    ['problems', c.problems],
    ['correct', c.correct],
    ['incorrect', c.incorrect],
    ['gaveUp', c.gaveUp],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {cells.map(([key, value]) => (
        <Paper key={key} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed" tt="uppercase">
            {t(`resources.stats.${key}`)}
          </Text>
          <Text fw={700} size="xl" data-testid={`count-${key}`}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A student's resource statistics: the four counts, the outcome pie and mastery by section. */
export function RecordStats({
  stats,
  masteryHint,
}: {
  stats: Counts & { mastery: SectionMastery[] };
  /** Explain under the mastery title how mastery is measured. */
  masteryHint?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <RecordCounts c={stats} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder radius="md" p="md">
          <Text fw={600}>{t('resources.stats.outcomes')}</Text>
          <OutcomePie correct={stats.correct} incorrect={stats.incorrect} gaveUp={stats.gaveUp} />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text fw={600}>{t('resources.stats.mastery')}</Text>
          {masteryHint && (
            <Text size="xs" c="dimmed" mb="xs">
              {t('resources.stats.masteryHint')}
            </Text>
          )}
          <MasteryChart mastery={stats.mastery} />
        </Paper>
      </SimpleGrid>
    </>
  );
}
