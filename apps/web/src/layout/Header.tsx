import { Burger, em, Group, Text, UnstyledButton } from '@mantine/core';
import { IconAtom } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/AppLink';
import { useMedia } from '../ui/use-media';
import { LanguageToggle } from './LanguageToggle';

// The menus (and the floating dropdowns under them) load on wide screens only; phones use the panel.
const DesktopNavStart = lazy(() => import('./DesktopNav').then((m) => ({ default: m.DesktopNavStart })));
const DesktopNavEnd = lazy(() => import('./DesktopNav').then((m) => ({ default: m.DesktopNavEnd })));

/** Mantine's `md` breakpoint (62em), where the header's menus show and the burger hides. */
const wide = `(min-width: ${em(992)})`;

interface HeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

export function Header({ menuOpened, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation();
  const desktop = useMedia(wide);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Burger hiddenFrom="md" size="sm" opened={menuOpened} onClick={onToggleMenu} aria-label={t('nav.openMenu')} />
        <UnstyledButton component={AppLink} href="/" aria-label={t('app.name')}>
          <Group gap={6} wrap="nowrap">
            <IconAtom size={26} color="var(--mantine-primary-color-filled)" />
            <Text fw={700} fz="xl">
              {t('app.name')}
            </Text>
          </Group>
        </UnstyledButton>
        <Group gap={2} visibleFrom="md" wrap="nowrap">
          {desktop && (
            <Suspense fallback={null}>
              <DesktopNavStart />
            </Suspense>
          )}
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Group gap={2} visibleFrom="md" wrap="nowrap">
          {desktop && (
            <Suspense fallback={null}>
              <DesktopNavEnd />
            </Suspense>
          )}
        </Group>
        <LanguageToggle />
      </Group>
    </Group>
  );
}
