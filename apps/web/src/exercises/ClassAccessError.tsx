import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { RenewButton } from '../enrolment/RenewButton';
import { useErrorText } from '../session/errors';
import { errorKey } from './server-error';

/** Why a student cannot open a class's content; an expired registration offers the renewal. */
export function ClassAccessError({ error, classId }: { error: unknown; classId: string }) {
  const errorText = useErrorText();
  const expired = errorKey(error) === 'registrationExpired';
  return (
    <Alert color={expired ? 'orange' : 'red'} variant="light" icon={<IconAlertCircle size={18} />}>
      <Stack gap="sm" align="flex-start">
        {errorText(error)}
        {expired && <RenewButton classId={classId} variant="filled" />}
      </Stack>
    </Alert>
  );
}
