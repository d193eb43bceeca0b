import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { ResponsiveBar } from '@nivo/bar';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../analysis/ChartFigure';
import { masteryColors, masteryLevels, type SectionMastery } from './types';

/** Mastery per library section: a stacked bar of questions at each level, and each section's level. */
export function MasteryChart({ mastery }: { mastery: SectionMastery[] }) {
  const { t } = useTranslation();
  if (mastery.length === 0) return <Text c="dimmed">{t('resources.stats.noMastery')}</Text>;
  const data = mastery.map((m) => ({ section: m.section, ...m.counts }));
  const levelName = (level: string) => t(`resources.mastery.${level as 'attempted'}`);
  return (
    <Stack gap="xs">
      <ChartFigure
        label={t('resources.stats.mastery')}
        h={Math.max(140, 44 * mastery.length + 60)}
        figures={{
          headers: [t('resources.mastery.section'), ...masteryLevels.map(levelName), t('resources.mastery.level')],
          rows: mastery.map((m) => [
            m.section,
            ...masteryLevels.map((level) => m.counts[level]),
            m.level ? levelName(m.level) : '—',
          ]),
        }}
      >
        <ResponsiveBar
          data={data}
          keys={[...masteryLevels]}
          indexBy="section"
          layout="horizontal"
          margin={{ top: 10, right: 16, bottom: 30, left: 110 }}
          padding={0.3}
          colors={({ id }) => masteryColors[id as keyof typeof masteryColors]}
          axisLeft={{ tickSize: 0, tickPadding: 6, format: (v: string) => (v.length > 14 ? `${v.slice(0, 13)}…` : v) }}
          axisBottom={{ tickSize: 0, format: (v: number) => (Number.isInteger(v) ? String(v) : '') }}
          enableGridY={false}
          labelSkipWidth={16}
          labelTextColor="#ffffff"
          tooltipLabel={(d) => `${d.indexValue} · ${levelName(String(d.id))}`}
          legendLabel={(d) => levelName(String(d.id))}
        />
      </ChartFigure>
      <Group gap="xs">
        {masteryLevels.map((level) => (
          <Group key={level} gap={4}>
            <Box w={12} h={12} bg={masteryColors[level]} style={{ borderRadius: 2 }} aria-hidden="true" />
            <Text size="xs">{levelName(level)}</Text>
          </Group>
        ))}
      </Group>
      <Group gap="xs">
        {mastery.map((m) => (
          <Badge key={m.sectionId} variant="light" tt="none" color={m.level === 'mastered' ? 'blue' : 'gray'}>
            {m.section}: {m.level ? levelName(m.level) : '—'}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
