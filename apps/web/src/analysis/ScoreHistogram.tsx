import { Box } from '@mantine/core';
import { ResponsiveBar } from '@nivo/bar';
import { useTranslation } from 'react-i18next';

export interface Bin {
  from: number;
  to: number;
  count: number;
}

/** The score histogram: students per tenth of the score. */
export default function ScoreHistogram({ bins }: { bins: Bin[] }) {
  const { t } = useTranslation();
  const data = bins.map((b) => ({ range: `${b.from}–${b.to}`, students: b.count }));
  return (
    <Box h={240} role="figure" aria-label={t('analysis.histogram')}>
      <ResponsiveBar
        data={data}
        keys={['students']}
        indexBy="range"
        margin={{ top: 10, right: 10, bottom: 46, left: 40 }}
        padding={0.15}
        colors={['#228be6']}
        axisBottom={{ tickSize: 0, tickRotation: -30, legend: t('analysis.histogramAxis'), legendOffset: 40 }}
        axisLeft={{ tickSize: 0, format: (v: number) => (Number.isInteger(v) ? String(v) : '') }}
        labelSkipHeight={12}
        labelTextColor="#ffffff"
        role="img"
        ariaLabel={t('analysis.histogram')}
      />
    </Box>
  );
}
