import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/AppLink';
import { useDocumentTitle } from '../ui/use-document-title';

export function NotFound() {
  const { t } = useTranslation();
  // No route names this screen, so it names itself, as the server's page for it does.
  useDocumentTitle(t('notFound.title'));
  return (
    <Container size={560} py="xl">
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={700} c="indigo.3" lh={1}>
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={AppLink} href="/" variant="light">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
