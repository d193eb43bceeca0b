import { Box } from '@mantine/core';
import { ResponsiveLine } from '@nivo/line';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './ChartFigure';

export interface TrendPoint {
  label: string;
  accuracy: number;
  /** The x-axis text under the point (a date); the point's number without it. */
  tick?: string;
}

/** At most this many x-axis texts, spread evenly, so they never overlap on a phone. */
const maxTicks = 5;

/** The points (1-based) that carry an x-axis text: the first, the last and evenly between. */
export function tickPositions(count: number, most = maxTicks): number[] {
  if (count <= most) return Array.from({ length: count }, (_, i) => i + 1);
  const step = (count - 1) / (most - 1);
  return Array.from({ length: most }, (_, i) => Math.round(i * step) + 1);
}

/** Accuracy over a student's homework, oldest first: a small line chart. */
export default function TrendLine({
  points,
  label,
  height = 160,
}: {
  points: TrendPoint[];
  label: string;
  height?: number;
}) {
  const { t } = useTranslation();
  const data = [{ id: label, data: points.map((p, i) => ({ x: i + 1, y: p.accuracy, label: p.label })) }];
  return (
    <ChartFigure
      label={label}
      h={height}
      figures={{ headers: [t('trend.homework'), t('trend.accuracy')], rows: points.map((p) => [p.label, p.accuracy]) }}
    >
      <ResponsiveLine
        data={data}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 100 }}
        margin={{ top: 10, right: 16, bottom: 24, left: 36 }}
        colors={['#228be6']}
        pointSize={7}
        axisLeft={{ tickValues: [0, 50, 100] }}
        axisBottom={{
          tickSize: 0,
          tickValues: tickPositions(points.length),
          format: (x) => points[Number(x) - 1]?.tick ?? String(x),
        }}
        enableGridX={false}
        useMesh
        tooltip={({ point }) => (
          <Box bg="white" p={4} style={{ border: '1px solid #ddd', whiteSpace: 'nowrap' }}>
            {(point.data as { label?: string }).label}: {String(point.data.y)}%
          </Box>
        )}
      />
    </ChartFigure>
  );
}
