import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { refreshUserInfo, type UserInfo } from '../session/storage';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirmAction';
import { useMutationAction } from '../ui/useMutationAction';

/** A student's answer to the parent a family sign-up named, shown until they accept or decline. */
export function ParentRequest({
  request,
  onAnswered,
}: {
  request: { name: string; email: string };
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const accept = trpc.user.acceptParentRequest.useMutation();
  const decline = trpc.user.declineParentRequest.useMutation();
  const { run, busy } = useMutationAction();
  const answered = (info: UserInfo) => {
    refreshUserInfo(info);
    onAnswered();
  };

  return (
    <Alert color="blue" icon={<IconUsers size={18} />} title={t('accounts.parentRequest.title')} mb="md">
      <Text size="sm">{t('accounts.parentRequest.text', request)}</Text>
      <Group mt="sm" gap="xs">
        <Button
          size="xs"
          loading={busy === 'accept'}
          onClick={() =>
            void run({
              key: 'accept',
              action: async () => answered(await accept.mutateAsync({})),
              success: t('accounts.parentRequest.accepted'),
            })
          }
        >
          {t('accounts.parentRequest.accept')}
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={busy === 'decline'}
          onClick={() =>
            confirmAction({
              text: t('accounts.parentRequest.declineConfirm', request),
              confirmLabel: t('accounts.parentRequest.decline'),
              danger: true,
              onConfirm: () =>
                void run({
                  key: 'decline',
                  action: async () => answered(await decline.mutateAsync({})),
                  success: t('accounts.parentRequest.declined'),
                }),
            })
          }
        >
          {t('accounts.parentRequest.decline')}
        </Button>
      </Group>
    </Alert>
  );
}
