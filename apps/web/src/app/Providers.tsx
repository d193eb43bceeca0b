import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { trpc, trpcClient } from '../session/trpc';
import { Dialogs } from './Dialogs';
import { useLanguageTheme } from './language-theme';
import { Notices } from './Notices';
import type { AppRouter } from './router';
import { theme } from './theme';

interface ProvidersProps {
  router: AppRouter;
  queryClient: QueryClient;
  /** Run once the first render is on the page (hydrated, for a page the server rendered). */
  onMounted?: () => void;
}

/** The app: its data, theme, dialogs and screens; the same tree in the browser and on the server. */
export function Providers({ router, queryClient, onMounted }: ProvidersProps) {
  const languageTheme = useLanguageTheme(theme);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {/* The theme's CSS variables ship as a stylesheet (theme-variables.css), not computed on every load. */}
        <MantineProvider theme={languageTheme} withCssVariables={false} defaultColorScheme="light">
          <Notices />
          <Dialogs />
          <RouterProvider router={router} />
          {onMounted && <Mounted onMounted={onMounted} />}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

function Mounted({ onMounted }: { onMounted: () => void }): ReactNode {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(() => onMounted(), []);
  return null;
}
