import type { AppRouter } from '@quanta/api';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { fetchWithEarly } from './early-query';
import { sessionLink } from './link';
import { getLang, getToken } from './storage';

export const trpc = createTRPCReact<AppRouter>();

function links() {
  return [
    sessionLink,
    httpBatchLink({
      url: '/trpc',
      fetch: fetchWithEarly,
      headers() {
        const token = getToken();
        return { 'x-lang': getLang(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
      },
    }),
  ];
}

/** The client behind the React hooks. */
export const trpcClient = trpc.createClient({ links: links() });

/** A plain client for calls made outside components (start-up). */
export const api = createTRPCClient<AppRouter>({ links: links() });
