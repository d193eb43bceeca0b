import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" py="md" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text size="sm" c="dimmed" ta="center">
        {t('app.copyright')}
      </Text>
    </Box>
  );
}
