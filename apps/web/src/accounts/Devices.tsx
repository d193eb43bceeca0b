import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../exercises/format';
import { trpc } from '../session/trpc';
import { useLogout } from '../session/use-session';
import { confirmAction } from '../ui/confirm-action';
import { notifySuccess } from '../ui/notify';
import { PagedResults } from '../ui/PagedResults';
import { useMutationError } from '../ui/use-mutation-error';
import { deviceName } from './device-name';

const pageSize = 20;

/** The profile's signed-in devices: each may be logged out, or all of them at once. */
export function Devices() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = trpc.user.getSessions.useQuery({ page, pageSize });
  const reportError = useMutationError();
  const logout = useLogout();
  const endSession = trpc.user.endSession.useMutation({
    ...reportError,
    onSuccess: () => {
      notifySuccess(t('messages.loggedOut'));
      return list.refetch();
    },
  });
  const logoutAll = trpc.user.logoutAll.useMutation({
    ...reportError,
    onSuccess: () => logout({ local: true }),
  });

  const logOutDevice = (id: string) =>
    confirmAction({
      text: t('accounts.devices.logOutConfirm'),
      confirmLabel: t('accounts.devices.logOut'),
      danger: true,
      onConfirm: () => endSession.mutate({ id }),
    });

  const logOutEverywhere = () =>
    confirmAction({
      text: t('accounts.devices.logOutEverywhereConfirm'),
      confirmLabel: t('accounts.devices.logOutEverywhere'),
      danger: true,
      onConfirm: () => logoutAll.mutate({}),
    });

  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));
  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="devices-title">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <IconDevices size={20} />
          <Title order={2} size="h4" id="devices-title">
            {t('accounts.devices.title')}
          </Title>
        </Group>
        <Button variant="light" color="red" size="xs" loading={logoutAll.isPending} onClick={logOutEverywhere}>
          {t('accounts.devices.logOutEverywhere')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('accounts.devices.intro')}
      </Text>
      <PagedResults query={list} page={page} pages={pages} onPage={setPage}>
        {(data) => (
          <Stack gap="xs">
            {data.list.map((s) => (
              <Paper key={s._id} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {deviceName(s.userAgent) ?? t('accounts.devices.unknownDevice')}
                      </Text>
                      {s.current && (
                        <Badge size="sm" variant="light">
                          {t('accounts.devices.thisDevice')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('accounts.devices.lastUsed', { date: formatDateTime(s.lastSeenAt) })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('accounts.devices.signedIn', { date: formatDateTime(s.createdAt) })}
                    </Text>
                    {s.ip && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {t('accounts.devices.address', { ip: s.ip })}
                      </Text>
                    )}
                  </Stack>
                  {!s.current && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      loading={endSession.isPending && endSession.variables?.id === s._id}
                      onClick={() => logOutDevice(s._id)}
                      aria-label={`${t('accounts.devices.logOut')}: ${deviceName(s.userAgent) ?? t('accounts.devices.unknownDevice')}`}
                    >
                      {t('accounts.devices.logOut')}
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
            {data.total > pageSize && (
              <Text size="xs" c="dimmed">
                {t('accounts.devices.total', { count: data.total })}
              </Text>
            )}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
