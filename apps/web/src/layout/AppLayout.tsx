import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import classes from './AppLayout.module.css';
import { Footer } from './Footer';
import { Header } from './Header';

// The panel's links load when it first opens.
const MobileNav = lazy(() => import('./MobileNav').then((m) => ({ default: m.MobileNav })));

/**
 * A dialog that locks the page's scrolling pads the page by the scroll bar's width; this class (react-remove-
 * scroll's) moves fixed elements with it, so the header does not jump.
 */
const fixedRight = 'right-scroll-bar-position';

/**
 * Header on top, the screen, the footer at the bottom; on narrow screens the header's menus fold into a panel.
 * Plain elements and a stylesheet rather than Mantine's AppShell, whose code every page would load.
 */
export function AppLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <>
      <header className={`${classes.header} ${fixedRight}`}>
        <Header menuOpened={menuOpened} onToggleMenu={menu.toggle} />
      </header>
      <nav className={classes.navbar} data-opened={menuOpened || undefined}>
        {menuOpened && (
          <Suspense fallback={null}>
            <MobileNav onNavigate={menu.close} />
          </Suspense>
        )}
      </nav>
      <main className={classes.main}>
        <div className={classes.screen}>
          <Outlet />
        </div>
        <Footer />
      </main>
    </>
  );
}
