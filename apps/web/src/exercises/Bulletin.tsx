import { Paper, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../richtext';

/** A class's bulletin (rich HTML), or nothing when it is empty. */
export function Bulletin({ html }: { html: string }) {
  const { t } = useTranslation();
  if (!html.trim()) return null;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-yellow-light)">
      <Stack gap={6}>
        <Text fw={600} size="sm" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <IconSpeakerphone size={16} />
          {t('exercises.bulletin')}
        </Text>
        <RichHtml html={html} />
      </Stack>
    </Paper>
  );
}
