import {
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAtom, IconMoodSmile } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../richtext';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { useUserInfo } from '../session/use-session';
import { AppLink } from '../ui/AppLink';
import { ErrorAlert } from '../ui/ErrorAlert';
import { useUiLanguage } from '../ui/use-ui-language';
import { CategorySection } from './CategorySection';
import { homeSections } from './sections';
import { useHashScroll } from './use-hash-scroll';

const route = getRouteApi('/');

/**
 * `/`: the admin's introduction, then the published classes by category: of the interface language, or
 * of every language (`?language=all`).
 */
export function Home() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const uiLanguage = useUiLanguage();
  const navigate = route.useNavigate();
  const all = route.useSearch().language === 'all';
  const detail = trpc.public.getHomeDetail.useQuery();
  const classes = trpc.public.getHomeClasses.useQuery({ language: all ? 'all' : uiLanguage });
  const sections = classes.data ? homeSections(classes.data.list) : null;
  useHashScroll(!!sections);
  const first = sections?.find((s) => s.classes.length > 0);

  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <Intro html={detail.data?.introduction ?? ''} loading={detail.isPending} />
        <Group justify="flex-end">
          <SegmentedControl
            aria-label={t('home.languages')}
            value={all ? 'all' : 'one'}
            onChange={(v) => void navigate({ search: v === 'all' ? { language: 'all' } : {}, resetScroll: false })}
            data={[
              { value: 'one', label: t('home.thisLanguage') },
              { value: 'all', label: t('home.allLanguages') },
            ]}
          />
        </Group>
        {classes.error && <ErrorAlert message={`${t('home.loadFailed')} ${errorText(classes.error)}`} />}
        {sections ? (
          sections.every((s) => s.classes.length === 0) ? (
            <Paper withBorder radius="lg" p="xl">
              {/* The Courses menu's anchors stay valid on an empty page. */}
              <span id="Physics" />
              <span id="Math" />
              <Stack align="center" gap="xs" ta="center">
                <IconMoodSmile size={40} color="var(--mantine-color-indigo-4)" />
                <Text c="dimmed">{t('home.empty')}</Text>
              </Stack>
            </Paper>
          ) : (
            sections.map((s) => (
              <CategorySection key={s.category} category={s.category} classes={s.classes} first={s === first} />
            ))
          )
        ) : (
          !classes.error && (
            // A screen tall while the classes load: the footer stays below the fold, so their arrival moves nothing in view.
            <Center py="xl" mih="100dvh" style={{ alignItems: 'flex-start' }}>
              <Loader aria-label={t('common.loading')} />
            </Center>
          )
        )}
      </Stack>
    </Container>
  );
}

/** The introduction block: the admin's text when there is one, else a default welcome. */
function Intro({ html, loading }: { html: string; loading: boolean }) {
  const { t } = useTranslation();
  const user = useUserInfo();
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 40 }} bg="indigo.0">
      <Stack gap="md" align="flex-start">
        {html ? (
          <RichHtml html={html} />
        ) : (
          !loading && (
            <>
              <Group gap="md">
                <ThemeIcon size={56} radius="xl" variant="light">
                  <IconAtom size={34} />
                </ThemeIcon>
                <Title order={1}>{t('home.title')}</Title>
              </Group>
              <Text size="lg" maw={620}>
                {t('home.intro')}
              </Text>
            </>
          )
        )}
        {/* With the text, not before it: shown first, the hint would be pushed down when the text arrives. */}
        {loading ? null : user ? (
          <Text c="dimmed">{t('home.signedInHint', { name: user.name })}</Text>
        ) : (
          <Group>
            <Text c="dimmed">{t('home.signInHint')}</Text>
            <Button component={AppLink} href="/login">
              {t('nav.signIn')}
            </Button>
            <Button component={AppLink} href="/register" variant="default">
              {t('nav.register')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
