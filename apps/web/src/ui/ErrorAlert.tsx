import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { clearNotices } from './notify';

/**
 * A red alert with the message, or nothing when there is none. A new message is the page's latest word:
 * it takes away the notices shown before it (a "code sent" under a refusal would contradict it) and
 * scrolls into sight, as the button that caused it may sit far below.
 */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!message) return;
    clearNotices();
    alert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={alert} color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      {message}
    </Alert>
  );
}
