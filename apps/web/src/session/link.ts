import type { AppRouter } from '@quanta/api';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { i18n } from '../i18n';
import { currentHref, loginHref, navigateTo } from './navigation';
import { clearSession, isVerifyPending, setVerifyPending } from './storage';

function onUnauthorized() {
  clearSession();
  if (!window.location.pathname.startsWith('/login')) navigateTo(loginHref(currentHref()));
}

function onUnverified() {
  setVerifyPending(true);
  if (window.location.pathname !== '/verify') navigateTo('/verify');
}

/** The session rule for a refused call's status, for every client (the API link and the upload client). */
export function onSessionStatus(status: number | undefined) {
  if (status === 401) onUnauthorized();
  else if (status === 402) onUnverified();
}

/** The user calls an unverified session may still make. */
const openWhileUnverified = new Set(['user.verifyEmail', 'user.logout']);

/**
 * Applies the session rules of every call: 401 ends the session and goes to /login; 402 marks the
 * e-mail as awaiting verification and goes to /verify; while it awaits, user calls other than
 * verifyEmail (and logout) go to /verify without being sent.
 */
export const sessionLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      if (isVerifyPending() && op.path.startsWith('user.') && !openWhileUnverified.has(op.path)) {
        onUnverified();
        observer.error(
          TRPCClientError.from({
            error: {
              code: -32603,
              message: i18n.t('messages.emailNotVerified'),
              data: { key: 'emailNotVerified', httpStatus: 402 },
            },
          }),
        );
        return;
      }
      const subscription = next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          onSessionStatus(error.data?.httpStatus);
          observer.error(error);
        },
        complete: () => observer.complete(),
      });
      return () => subscription.unsubscribe();
    });
