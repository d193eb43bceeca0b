import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendar, IconInfoCircle, IconLock, IconPencil, IconUser } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../richtext';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { useUserInfo } from '../session/use-session';
import { AppLink } from '../ui/AppLink';
import { ErrorAlert } from '../ui/ErrorAlert';
import { ButtonLink } from '../ui/links';
import { useDocumentTitle } from '../ui/use-document-title';
import { ClassPriceBox } from './ClassPriceBox';
import type { ClassView } from './class-form';
import { categoryLabel } from './labels';
import { stateName } from './publish';

/** A refusal as 404: the client's error, or the one a page the server rendered carries (`render-page.tsx`). */
const isNotFound = (error: unknown) => (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus === 404;

/** `/class/{id}`: a class as the public sees it; price and registration once signed in. */
export function ClassPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id } = useParams({ from: '/class/$id' });
  const user = useUserInfo();
  // What the server shows depends on who asks, so a signed-in reader's page is fetched again when opened; a
  // refusal is final (the not-found page the server rendered hydrates as it is).
  const found = trpc.public.getClassById.useQuery(
    { id },
    user ? { staleTime: 0, retryOnMount: false } : { retryOnMount: false },
  );
  useDocumentTitle(found.data?.name);

  if (found.data) return <ClassDetails view={found.data} />;
  if (found.error && isNotFound(found.error)) return <ClassNotFound />;
  return (
    <Container size="md" py="xl">
      {found.error ? (
        <ErrorAlert message={errorText(found.error)} />
      ) : (
        // A screen tall while the class loads: the footer stays below the fold, so the class's arrival moves nothing in view.
        <Center py="xl" mih="100dvh" style={{ alignItems: 'flex-start' }}>
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
    </Container>
  );
}

function ClassNotFound() {
  const { t } = useTranslation();
  return (
    <Container size={560} py="xl">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="h2">
          {t('messages.classNotFound')}
        </Title>
        <Text c="dimmed">{t('classes.page.notFoundText')}</Text>
        <Button component={AppLink} href="/" variant="light">
          {t('classes.page.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}

function ClassDetails({ view }: { view: ClassView }) {
  const { t } = useTranslation();
  const user = useUserInfo();
  const state = view.isPublish === undefined ? 'published' : stateName(view.isPublish);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        {state !== 'published' && (
          <Alert color="yellow" variant="light" icon={<IconLock size={18} />}>
            {t('classes.page.notPublic')} ({t(`classes.states.${state}`)})
          </Alert>
        )}
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={6}>
            <Group gap="xs">
              <Badge variant="light">{categoryLabel(t, view.category)}</Badge>
            </Group>
            <Title order={1}>{view.name}</Title>
            <Group gap="lg" c="dimmed">
              <Group gap={6}>
                <IconCalendar size={16} />
                <Text size="sm">
                  {t('classes.fields.startDate')}
                  {t('app.colon')}
                  {view.startDate || t('classes.page.noDate')}
                </Text>
              </Group>
              {view.user.name && (
                <Group gap={6}>
                  <IconUser size={16} />
                  <Text size="sm">
                    {t('classes.fields.teacher')}
                    {t('app.colon')}
                    {view.user.name}
                  </Text>
                </Group>
              )}
            </Group>
          </Stack>
          {view.canEdit && (
            <ButtonLink
              to="/teach/class/$id/edit"
              params={{ id: view._id }}
              variant="light"
              leftSection={<IconPencil size={16} />}
            >
              {t('classes.page.edit')}
            </ButtonLink>
          )}
        </Group>
        {/* Room kept at the class pictures' 16:9 before the file arrives, so the sections below do not jump. */}
        {view.image && (
          <Image src={view.image} alt={view.name} radius="md" mah={360} fit="cover" style={{ aspectRatio: '16 / 9' }} />
        )}
        <ClassPriceBox view={view} signedIn={!!user} />
        {view.introduction && (
          <Section title={t('classes.fields.introduction')}>
            <RichHtml html={view.introduction} />
          </Section>
        )}
        {view.description && (
          <Section title={t('classes.fields.description')}>
            <RichHtml html={view.description} />
          </Section>
        )}
        {view.bulletin && (
          <Section title={t('classes.fields.bulletin')} icon>
            <RichHtml html={view.bulletin} />
          </Section>
        )}
      </Stack>
    </Container>
  );
}

function Section({ title, icon, children }: { title: string; icon?: boolean; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section">
      <Group gap={6} mb="sm">
        {icon && <IconInfoCircle size={18} color="var(--mantine-primary-color-filled)" />}
        <Title order={2} size="h3">
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}
