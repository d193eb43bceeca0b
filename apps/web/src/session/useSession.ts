import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { clearSession, getUserInfo, subscribe, type UserInfo } from './storage';

/** The stored user info, re-rendering when it changes. */
export function useUserInfo(): UserInfo | null {
  return useSyncExternalStore(subscribe, getUserInfo);
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearSession();
    queryClient.clear();
    void navigate({ to: '/login' });
  };
}
