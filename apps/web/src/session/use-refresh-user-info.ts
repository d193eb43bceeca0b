import { useEffect } from 'react';
import { applyServerUserInfo } from './startup';
import { trpc } from './trpc';

/**
 * Fetches the signed-in user's info once when the calling screen opens and replaces the stored info
 * with it, as start-up does, so what depends on it (the student's Resources entry) follows changes
 * made since (a confirmed or an expired registration). One request per opening; no polling.
 */
export function useRefreshUserInfo() {
  // No cache kept between openings: an answer from an earlier visit must not overwrite newer stored info.
  const info = trpc.user.getUserInfo.useQuery(undefined, { gcTime: 0, staleTime: 0, retry: false });
  useEffect(() => {
    if (info.data) applyServerUserInfo(info.data);
  }, [info.data]);
}
