import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { AppLink } from '../ui/AppLink';
import { errorKey } from './serverError';

/** Why a student cannot open a class's content; an expired registration offers the renewal. */
export function ClassAccessError({ error, classId }: { error: unknown; classId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const expired = errorKey(error) === 'registrationExpired';
  return (
    <Alert color={expired ? 'orange' : 'red'} variant="light" icon={<IconAlertCircle size={18} />}>
      <Stack gap="sm" align="flex-start">
        {errorText(error)}
        {expired && (
          <Button
            component={AppLink}
            href={`/classRegister/${classId}`}
            size="xs"
            color="orange"
            leftSection={<IconRefresh size={14} />}
          >
            {t('exercises.myHomework.renew')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
