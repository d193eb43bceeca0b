import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { clearSession, getToken, getUserInfo, subscribe, type UserInfo } from './storage';
import { api } from './trpc';

/** What a server-rendered page shows: the public's view; the stored sign-in applies once the page has hydrated. */
const signedOut = () => null;

/** The stored user info, re-rendering when it changes. */
export function useUserInfo(): UserInfo | null {
  return useSyncExternalStore(subscribe, getUserInfo, signedOut);
}

/**
 * Logout: ends this session on the server (its token stops working everywhere it was copied), then
 * forgets it here and goes to /login. `local` when the server has already ended it (log out everywhere).
 * A failed call still signs out here.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (options: { local?: boolean } = {}) => {
    if (!options.local && getToken()) await api.user.logout.mutate({}).catch(() => undefined);
    clearSession();
    queryClient.clear();
    void navigate({ to: '/login' });
  };
}
