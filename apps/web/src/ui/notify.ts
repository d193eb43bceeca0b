import { type NotificationData, notifications } from '@mantine/notifications';

/**
 * Shows a notice. One is shown at a time (`app/Notices.tsx`), and the newest replaces the one on screen:
 * the answer to what the user just did never waits behind an older notice's timer.
 */
export function showNotice(notice: NotificationData): string {
  notifications.clean();
  return notifications.show(notice);
}

export function notifySuccess(message: string): string {
  return showNotice({ color: 'green', message });
}

export function notifyError(message: string): string {
  return showNotice({ color: 'red', message, autoClose: 6000 });
}

/**
 * Takes away notices a newer message on the page makes stale (an inline error, a check's verdict): all of
 * them, or the one `id` names when it is still shown.
 */
export function clearNotices(id?: string) {
  if (id === undefined) notifications.clean();
  else notifications.hide(id);
}
