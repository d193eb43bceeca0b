import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { ErrorComponent, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WrongRole } from '../session/guards';
import { AppLink } from '../ui/AppLink';
import { useDocumentTitle } from '../ui/use-document-title';

/** A screen's error: for a signed-in user of another role, who the page is for and the way home. */
export function RouteError(props: ErrorComponentProps) {
  if (props.error instanceof WrongRole) return <WrongRoleNotice audience={props.error.audience} />;
  return <ErrorComponent {...props} />;
}

function WrongRoleNotice({ audience }: { audience: WrongRole['audience'] }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`wrongRole.${audience}`));
  return (
    <Container size={560} py="xl">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="h2">
          {t(`wrongRole.${audience}`)}
        </Title>
        <Text c="dimmed">{t('wrongRole.text')}</Text>
        <Button component={AppLink} href="/" variant="light">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
