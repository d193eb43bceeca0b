import { Text } from '@mantine/core';
import { ResponsivePie } from '@nivo/pie';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../analysis/ChartFigure';

/** §9's pie chart: correct, incorrect and gave-up answers. */
export function OutcomePie({ correct, incorrect, gaveUp }: { correct: number; incorrect: number; gaveUp: number }) {
  const { t } = useTranslation();
  const data = [
    { id: 'correct', label: t('resources.stats.correct'), value: correct, color: '#12b886' },
    { id: 'incorrect', label: t('resources.stats.incorrect'), value: incorrect, color: '#fa5252' },
    { id: 'gaveUp', label: t('resources.stats.gaveUp'), value: gaveUp, color: '#adb5bd' },
  ].filter((d) => d.value > 0);
  if (data.length === 0) return <Text c="dimmed">{t('resources.stats.noAnswers')}</Text>;
  return (
    <ChartFigure
      label={t('resources.stats.outcomes')}
      h={260}
      figures={{
        headers: [t('resources.stats.outcome'), t('resources.stats.answerCount')],
        rows: data.map((d) => [d.label, d.value]),
      }}
    >
      <ResponsivePie
        data={data}
        colors={{ datum: 'data.color' }}
        margin={{ top: 20, right: 20, bottom: 20, left: 20 }}
        innerRadius={0.5}
        padAngle={1}
        cornerRadius={3}
        activeOuterRadiusOffset={6}
        enableArcLinkLabels={false}
        arcLabel={(d) => `${d.label}: ${d.value}`}
        arcLabelsSkipAngle={20}
        arcLabelsTextColor="#1a1b1e"
      />
    </ChartFigure>
  );
}
