import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { lazy, type MouseEvent, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../ui/use-document-title';
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
 * Moves focus to the screen itself, past the header's links. The link's own `#main` does the same before the
 * page's scripts have run; once they have, the address keeps no hash, which the home page would scroll to.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/**
 * Header on top, the screen, the footer at the bottom; on narrow screens the header's menus fold into a panel.
 * Plain elements and a stylesheet rather than Mantine's AppShell, whose code every page would load.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  useScreenTitle();
  return (
    <>
      {/* biome-ignore lint/a11y/useValidAnchor: a real link to #main, which works before the scripts run; the click keeps the hash out of the address. */}
      <a href="#main" className={classes.skipLink} onClick={skipToMain}>
        {t('app.skipToMain')}
      </a>
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
      <div className={classes.page}>
        <main id="main" tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
        <Footer />
      </div>
    </>
  );
}
