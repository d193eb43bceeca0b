import { getUserInfo, refreshUserInfo } from './storage';
import { api } from './trpc';

/** Restores a saved sign-in: the server's current user info replaces the stored one, token kept. */
export async function restoreSession() {
  if (!getUserInfo()) return;
  try {
    const info = await api.user.getUserInfo.query();
    // Only if the same user is still signed in once the answer arrives.
    if (getUserInfo()?._id === info._id) refreshUserInfo(info);
  } catch (error) {
    // 401 and 402 are handled by the session link; anything else leaves the stored info as it was.
    console.warn('Could not refresh the signed-in user', error);
  }
}
