import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';

const route = getRouteApi('/unsubscribe');

/** The family digest's unsubscribe link: one button, no sign-in (the link's token is the proof). */
export function Unsubscribe() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { token } = route.useSearch();
  const stop = trpc.public.unsubscribeDigest.useMutation();
  return (
    <Stack maw={520} mx="auto" py="xl" px="md">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {t('email.unsubscribe.title')}
          </Title>
          {stop.isSuccess ? (
            <Alert color="green" variant="light" icon={<IconMailOff size={18} />}>
              {t('messages.unsubscribed')}
            </Alert>
          ) : (
            <>
              <Text>{t('email.unsubscribe.text')}</Text>
              {stop.error && (
                <Alert color="red" variant="light">
                  {errorText(stop.error)}
                </Alert>
              )}
              <Button
                leftSection={<IconMailOff size={16} />}
                loading={stop.isPending}
                disabled={!token}
                onClick={() => stop.mutate({ token })}
              >
                {t('email.unsubscribe.button')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
