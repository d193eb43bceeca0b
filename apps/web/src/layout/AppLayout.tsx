import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';

// The panel's links load when it first opens.
const MobileNav = lazy(() => import('./MobileNav').then((m) => ({ default: m.MobileNav })));

/** Header on top, the screen, the footer at the bottom; on narrow screens the header's menus fold into a panel. */
export function AppLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { desktop: true, mobile: !menuOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Header menuOpened={menuOpened} onToggleMenu={menu.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {menuOpened && (
          <Suspense fallback={null}>
            <MobileNav onNavigate={menu.close} />
          </Suspense>
        )}
      </AppShell.Navbar>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <Box style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
