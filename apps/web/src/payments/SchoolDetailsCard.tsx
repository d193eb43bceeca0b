import { Button, Center, Group, Loader, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { PaperSection } from '../ui/PaperSection';
import { useMutationError } from '../ui/use-mutation-error';

/** The most an address may hold (the server's `schoolDetailsInput`). */
const addressMax = 500;

/** Receipt details: the school's name as receipts print it (read-only here) and its address, editable. */
export function SchoolDetailsCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const details = trpc.admin.getSchoolDetails.useQuery();
  return (
    <PaperSection title={t('payments.school.title')} order={2} size="h3" gap="sm">
      <Text size="sm" c="dimmed">
        {t('payments.school.hint')}
      </Text>
      {details.error ? (
        <ErrorAlert message={errorText(details.error)} />
      ) : !details.data ? (
        <Center py="md">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : (
        <SchoolDetailsForm key={details.data.address} name={details.data.name} address={details.data.address} />
      )}
    </PaperSection>
  );
}

function SchoolDetailsForm(props: { name: string; address: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [address, setAddress] = useState(props.address);
  const [error, setError] = useState<string | null>(null);
  const reportError = useMutationError(setError);
  const save = trpc.admin.setSchoolDetails.useMutation({
    ...reportError,
    onSuccess: ({ name, address: saved }) => {
      notifySuccess(t('messages.schoolDetailsSaved'));
      utils.admin.getSchoolDetails.setData(undefined, { name, address: saved });
    },
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ address: address.trim() });
      }}
    >
      <Stack gap="sm">
        <TextInput label={t('payments.school.name')} value={props.name} readOnly variant="filled" />
        <Textarea
          label={t('payments.school.address')}
          value={address}
          onChange={(e) => setAddress(e.currentTarget.value)}
          maxLength={addressMax}
          autosize
          minRows={3}
          description={`${address.length} / ${addressMax}`}
          data-testid="school-address"
        />
        <ErrorAlert message={error} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
