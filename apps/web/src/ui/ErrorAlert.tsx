import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A red alert with the message, or nothing when there is none. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      {message}
    </Alert>
  );
}
