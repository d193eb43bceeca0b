import { Loader, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { TrendLine } from './charts';

/** A parent's view of one child: their accuracy over their finished homework, as a small chart dated along its x-axis. */
export function ChildTrend({ studentId, name }: { studentId: string; name: string }) {
  const { t, i18n } = useTranslation();
  const trend = trpc.user.getStudentTrend.useQuery({ studentId });
  if (!trend.data) return null;
  const label = `${t('trend.title')}${t('app.colon')}${name}`;
  const day = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en-GB', { month: 'short', day: 'numeric' });
  return (
    <div>
      <Text size="sm" fw={600}>
        {t('trend.title')}
      </Text>
      {trend.data.points.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('trend.empty')}
        </Text>
      ) : (
        <Suspense fallback={<Loader size="xs" />}>
          <TrendLine
            points={trend.data.points.map((p) => ({
              label: `${p.homework} (${p.className}), ${day.format(new Date(p.finishedAt))}`,
              accuracy: p.accuracy,
              tick: day.format(new Date(p.finishedAt)),
            }))}
            label={label}
            height={140}
          />
        </Suspense>
      )}
    </div>
  );
}
