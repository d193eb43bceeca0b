import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';

/**
 * The children of the parent's family sign-up not linked yet: the link appears by itself once the child
 * verifies their e-mail, and the parent may have the verification code mailed to the child again.
 */
export function WaitingChildren() {
  const { t } = useTranslation();
  const waiting = trpc.user.getWaitingChildren.useQuery();
  const resend = trpc.user.resendChildVerification.useMutation({
    ...useMutationError(),
    onSuccess: () => notifySuccess(t('messages.childVerificationSent')),
  });
  if (!waiting.data?.length) return null;
  return (
    <Stack gap="sm">
      {waiting.data.map((child) => (
        <Alert
          key={child._id}
          color="blue"
          variant="light"
          title={t('enrolment.children.waitingTitle', { name: child.name })}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {child.verified
                ? t('enrolment.children.waitingAccept', { name: child.name })
                : t('enrolment.children.waitingVerify', { name: child.name, email: child.email })}
            </Text>
            {!child.verified && (
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconMailForward size={16} />}
                  loading={resend.isPending && resend.variables?.studentId === child._id}
                  onClick={() => resend.mutate({ studentId: child._id })}
                >
                  {t('enrolment.children.resend')}
                </Button>
              </Group>
            )}
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
