import { getUserInfo, refreshUserInfo, type UserInfo } from './storage';
import { api } from './trpc';

/**
 * Puts the server's current user info (from `user.getUserInfo`) in place of the stored one, token kept;
 * only if the same user is still signed in once the answer arrives.
 */
export function applyServerUserInfo(info: UserInfo) {
  if (getUserInfo()?._id === info._id) refreshUserInfo(info);
}

/** Restores a saved sign-in: the server's current user info replaces the stored one, token kept. */
export async function restoreSession() {
  if (!getUserInfo()) return;
  try {
    applyServerUserInfo(await api.user.getUserInfo.query());
  } catch (error) {
    // 401 and 402 are handled by the session link; anything else leaves the stored info as it was.
    console.warn('Could not refresh the signed-in user', error);
  }
}
