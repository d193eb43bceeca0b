import { type NotificationData, notifications } from '@mantine/notifications';

/**
 * Shows a notice. One is shown at a time (`app/Notices.tsx`), and the newest replaces the one on screen:
 * the answer to what the user just did never waits behind an older notice's timer.
 */
export function showNotice(notice: NotificationData): string {
  notifications.clean();
  return notifications.show(notice);
}

export function notifySuccess(message: string) {
  showNotice({ color: 'green', message });
}

export function notifyError(message: string) {
  showNotice({ color: 'red', message, autoClose: 6000 });
}
