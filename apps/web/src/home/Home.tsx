import { Box, Button, Center, Container, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAtom, IconMoodSmile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../richtext';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { useUserInfo } from '../session/use-session';
import { AppLink } from '../ui/AppLink';
import { ErrorAlert } from '../ui/ErrorAlert';
import { useNextTask, useShownCount } from '../ui/render-in-tasks';
import { useUiLanguage } from '../ui/use-ui-language';
import { CategorySection } from './CategorySection';
import type { HomeClass } from './HomeClassCard';
import { homeSections, type Section } from './sections';
import { useHashScroll } from './use-hash-scroll';

/** `/`: the admin's introduction, then the published classes of the interface language by category. */
export function Home() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const language = useUiLanguage();
  const detail = trpc.public.getHomeDetail.useQuery();
  const classes = trpc.public.getHomeClasses.useQuery({ language });
  // The classes wait for the introduction: placed first, their summaries' formulas would come near the
  // screen for a moment and load KaTeX, which the page's first screen does not need.
  // … and render in a task after the introduction's.
  const later = useNextTask();
  const sections = later && classes.data && !detail.isPending ? homeSections(classes.data.list) : null;
  useHashScroll(!!sections);

  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <Intro html={detail.data?.introduction ?? ''} loading={detail.isPending} />
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
            <Sections sections={sections} />
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

/**
 * The categories' sections, one more class card in each task: a card takes tens of milliseconds to render
 * on a phone. A screen-tall space stands under them until the last has come, so the footer moves only once.
 */
function Sections({ sections }: { sections: Section<HomeClass>[] }) {
  // A category without classes is one part too: its "no classes" line.
  const parts = sections.map((s) => Math.max(1, s.classes.length));
  const total = parts.reduce((a, b) => a + b, 0);
  const shown = useShownCount(total);
  const first = sections.find((x) => x.classes.length > 0);
  let before = 0;
  return (
    <>
      {sections.map((s, i) => {
        const start = before;
        before += parts[i] ?? 1;
        return start < shown ? (
          <CategorySection
            key={s.category}
            category={s.category}
            classes={s.classes}
            shown={shown - start}
            first={s === first}
          />
        ) : null;
      })}
      {shown < total && <Box mih="100dvh" />}
    </>
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
