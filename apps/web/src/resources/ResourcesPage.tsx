import { Container, Group, NavLink, Paper, ScrollArea, SegmentedControl, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChartPie, IconHelp, IconHistory, IconPlayerPlay, IconSettings } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { Help } from './Help';
import { History } from './History';
import { Play } from './Play';
import { Report } from './Report';
import { type ResourceTab, resourceTabs as tabs } from './routes';
import { Settings } from './Settings';

const route = getRouteApi('/student/resources');
const icons = {
  play: IconPlayerPlay,
  history: IconHistory,
  report: IconChartPie,
  help: IconHelp,
  settings: IconSettings,
};

/** /student/resources: the practice area, with its side menu (a segmented bar on a phone). */
export function ResourcesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const phone = useMediaQuery('(max-width: 48em)');
  const tab = route.useSearch().tab ?? 'play';
  const navigate = route.useNavigate();
  // Each tab is a history entry: Back returns to the previous tab, and the address bookmarks the tab.
  const setTab = (next: ResourceTab) => void navigate({ search: next === 'play' ? {} : { tab: next } });
  // The server is the gate: anyone without sRegister gets its refusal here.
  const setting = trpc.user.getUserSetting.useQuery(undefined, { retry: false });
  const menu = phone ? (
    <ScrollArea type="never">
      <SegmentedControl
        fullWidth
        size="xs"
        value={tab}
        onChange={(v) => setTab(v as ResourceTab)}
        data={tabs.map((k) => ({ value: k, label: t(`resources.menu.${k}`) }))}
        aria-label={t('resources.title')}
      />
    </ScrollArea>
  ) : (
    <Paper withBorder radius="md" p={4} w={200} component="nav" aria-label={t('resources.title')}>
      {tabs.map((k) => {
        const Icon = icons[k];
        return (
          <NavLink
            key={k}
            component="button"
            label={t(`resources.menu.${k}`)}
            leftSection={<Icon size={18} />}
            active={tab === k}
            aria-current={tab === k ? 'page' : undefined}
            onClick={() => setTab(k)}
          />
        );
      })}
    </Paper>
  );
  const body =
    tab === 'play' ? (
      <Play onSettings={() => setTab('settings')} />
    ) : tab === 'history' ? (
      <History />
    ) : tab === 'report' ? (
      <Report />
    ) : tab === 'help' ? (
      <Help />
    ) : (
      <Settings onSaved={() => setTab('play')} />
    );
  return (
    <Container size="lg" py="lg" px={phone ? 'xs' : 'md'}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('resources.title')}
        </Title>
        {setting.error ? (
          <ErrorAlert message={errorText(setting.error)} />
        ) : phone ? (
          <Stack gap="md">
            {menu}
            {body}
          </Stack>
        ) : (
          <Group align="flex-start" gap="lg" wrap="nowrap">
            {menu}
            <Stack style={{ flex: 1, minWidth: 0 }}>{body}</Stack>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
