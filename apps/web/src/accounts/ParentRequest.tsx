import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { refreshUserInfo, type UserInfo } from '../session/storage';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';

/** A student's answer to the parent a family sign-up named, shown until they accept or decline. */
export function ParentRequest({
  request,
  onAnswered,
}: {
  request: { name: string; email: string };
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const reportError = useMutationError();
  const answered = (success: string) => (info: UserInfo) => {
    notifySuccess(success);
    refreshUserInfo(info);
    onAnswered();
  };
  const accept = trpc.user.acceptParentRequest.useMutation({
    ...reportError,
    onSuccess: answered(t('accounts.parentRequest.accepted')),
  });
  const decline = trpc.user.declineParentRequest.useMutation({
    ...reportError,
    onSuccess: answered(t('accounts.parentRequest.declined')),
  });

  return (
    <Alert color="blue" icon={<IconUsers size={18} />} title={t('accounts.parentRequest.title')} mb="md">
      <Text size="sm">{t('accounts.parentRequest.text', request)}</Text>
      <Group mt="sm" gap="xs">
        <Button size="xs" loading={accept.isPending} onClick={() => accept.mutate({})}>
          {t('accounts.parentRequest.accept')}
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={decline.isPending}
          onClick={() =>
            confirmAction({
              text: t('accounts.parentRequest.declineConfirm', request),
              confirmLabel: t('accounts.parentRequest.decline'),
              danger: true,
              onConfirm: () => decline.mutate({}),
            })
          }
        >
          {t('accounts.parentRequest.decline')}
        </Button>
      </Group>
    </Alert>
  );
}
