import { Box } from '@mantine/core';
import { ResponsiveScatterPlot } from '@nivo/scatterplot';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './ChartFigure';

export interface ItemPoint {
  position: number;
  facility: number;
  discrimination: number;
  level: 'red' | 'amber' | 'ok';
}

const colours = { red: '#e03131', amber: '#f08c00', ok: '#2f9e44' };

/** Each question as a point: facility (x) against discrimination (y), coloured by its flag. */
export default function FacilityScatter({ points }: { points: ItemPoint[] }) {
  const { t } = useTranslation();
  const series = (['red', 'amber', 'ok'] as const).map((level) => ({
    id: level,
    data: points.filter((p) => p.level === level).map((p) => ({ x: p.facility, y: p.discrimination, q: p.position })),
  }));
  return (
    <ChartFigure
      label={t('analysis.scatter')}
      h={260}
      figures={{
        headers: [t('analysis.question'), t('analysis.facility'), t('analysis.discrimination'), t('analysis.flag')],
        rows: points.map((p) => [
          p.position,
          p.facility,
          p.discrimination,
          p.level === 'ok' ? t('analysis.none') : t(`analysis.level.${p.level}`),
        ]),
      }}
    >
      <ResponsiveScatterPlot
        data={series}
        xScale={{ type: 'linear', min: 0, max: 100 }}
        yScale={{ type: 'linear', min: -100, max: 100 }}
        margin={{ top: 10, right: 16, bottom: 46, left: 50 }}
        colors={(s) => colours[s.serieId as keyof typeof colours]}
        nodeSize={10}
        axisBottom={{ legend: t('analysis.facility'), legendOffset: 36, legendPosition: 'middle' }}
        axisLeft={{ legend: t('analysis.discrimination'), legendOffset: -40, legendPosition: 'middle' }}
        tooltip={({ node }) => (
          <Box bg="white" p={4} style={{ border: '1px solid #ddd' }}>
            Q{(node.data as { q: number }).q}: {node.formattedX} / {node.formattedY}
          </Box>
        )}
      />
    </ChartFigure>
  );
}
