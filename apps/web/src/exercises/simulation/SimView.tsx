import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProjectileDemo } from './ProjectileDemo';

/** /simview: the projectile-motion demo on its own page (public). */
export function SimView() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('exercises.sim.title')}
          </Title>
          <Text c="dimmed">{t('exercises.sim.intro')}</Text>
        </div>
        <Paper withBorder radius="md" p="md">
          <ProjectileDemo />
        </Paper>
      </Stack>
    </Container>
  );
}
