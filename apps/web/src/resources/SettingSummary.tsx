import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { nodeLabel } from './tree';
import type { UserSetting } from './types';

/** The current setting in words: chosen library nodes, sources, difficulty and the questions' language. */
export function SettingSummary({ setting }: { setting: UserSetting }) {
  const { t } = useTranslation();
  const libraries = trpc.user.getLibrary.useQuery();
  const list = libraries.data?.list ?? [];
  const none = t('resources.stats.none');
  const rows = [
    [t('resources.stats.libraries'), setting.libraries.map((n) => nodeLabel(list, n)).join('; ') || none],
    [t('resources.stats.sources'), setting.sources.map((s) => s.name).join('; ') || none],
    [t('resources.stats.difficulty'), t(`resources.difficulty.${setting.difficulty as 'all'}`)],
    [
      t('resources.settings.language'),
      setting.language === 'en'
        ? 'English'
        : setting.language === 'zh'
          ? '中文'
          : t(`resources.settings.languages.${setting.language}`),
    ],
  ];
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} mb="xs">
        {t('resources.stats.currentSettings')}
      </Text>
      <Stack gap={4}>
        {rows.map(([label, value]) => (
          <Text key={label} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {t('resources.labelled', { label })}
            </Text>
            {value}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
