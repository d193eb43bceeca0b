import { ResponsiveBar } from '@nivo/bar';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './ChartFigure';

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
    <ChartFigure
      label={t('analysis.histogram')}
      h={240}
      figures={{
        headers: [t('analysis.histogramAxis'), t('analysis.studentsAxis')],
        rows: data.map((d) => [d.range, d.students]),
      }}
    >
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
      />
    </ChartFigure>
  );
}
