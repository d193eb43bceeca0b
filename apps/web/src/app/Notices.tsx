import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { preloading, preloadWanted } from './Dialogs';

const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** At the bottom, one at a time: dialogs keep that room free (theme.ts). */
const position = 'bottom-center';
const limit = 1;

// Notices shown before their code has loaded wait in the store, already placed and limited as they will be.
notificationsStore.updateState((state) => ({ ...state, limit, defaultPosition: position }));

/**
 * The notices of `notifications.show`. Their code (transitions, portal) loads with the first notice shown
 * or when a screen asks for it ahead (`preloadDialogs`), not with every page; the store holds the notices
 * meanwhile.
 */
export function Notices() {
  const shown = useNotifications().notifications.length > 0;
  const [needed, setNeeded] = useState(preloadWanted);
  useEffect(() => {
    if (preloadWanted()) setNeeded(true);
    const preload = () => setNeeded(true);
    window.addEventListener(preloading, preload);
    return () => window.removeEventListener(preloading, preload);
  }, []);
  if (!needed && !shown) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={position} limit={limit} />
    </Suspense>
  );
}
