import { Anchor, Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/AppLink';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" py="md" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="center" gap="lg">
        <Text size="sm" c="dimmed">
          {t('app.copyright')}
        </Text>
        <Anchor component={AppLink} href="/accessibility" size="sm">
          {t('accessibility.footerLink')}
        </Anchor>
      </Group>
    </Box>
  );
}
