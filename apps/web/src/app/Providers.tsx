import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { trpc, trpcClient } from '../session/trpc';
import { Dialogs } from './Dialogs';
import { queryClient } from './queryClient';
import { router } from './router';
import { theme } from './theme';

export function Providers() {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          {/* At the bottom, one at a time: dialogs keep that room free (theme.ts). */}
          <Notifications position="bottom-center" limit={1} />
          <Dialogs />
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
