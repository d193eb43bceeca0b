import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { trpc, trpcClient } from '../session/trpc';
import { Dialogs } from './Dialogs';
import { Notices } from './Notices';
import { queryClient } from './query-client';
import { getRouter } from './router';
import { theme } from './theme';

export function Providers() {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {/* The theme's CSS variables ship as a stylesheet (theme-variables.css), not computed on every load. */}
        <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
          <Notices />
          <Dialogs />
          <RouterProvider router={getRouter()} />
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
