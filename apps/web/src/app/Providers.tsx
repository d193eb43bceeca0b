import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useRef } from 'react';
import { trpc, trpcClient } from '../session/trpc';
import { Dialogs } from './Dialogs';
import { queryClient } from './queryClient';
import { router } from './router';
import { theme } from './theme';

const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** The notification area loads with the first notification shown, and stays. */
function Toasts() {
  const shown = useRef(false);
  const { notifications, queue } = useNotifications();
  if (notifications.length + queue.length > 0) shown.current = true;
  if (!shown.current) return null;
  return (
    <Suspense fallback={null}>
      {/* At the bottom, one at a time: dialogs keep that room free (theme.ts). */}
      <Notifications position="bottom-center" limit={1} />
    </Suspense>
  );
}

export function Providers() {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <Toasts />
          <Dialogs />
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
