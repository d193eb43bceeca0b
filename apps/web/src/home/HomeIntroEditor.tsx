import { Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../richtext';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';

/** The admin's editor for the introduction block of the home page. */
export function HomeIntroEditor() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const detail = trpc.public.getHomeDetail.useQuery(undefined, { staleTime: 0 });
  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h3">
        {t('home.introTitle')}
      </Title>
      {detail.isFetchedAfterMount && detail.data ? (
        <IntroForm initial={detail.data.introduction} />
      ) : detail.error ? (
        <ErrorAlert message={errorText(detail.error)} />
      ) : (
        <Center py="md">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      )}
    </Stack>
  );
}

function IntroForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [html, setHtml] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = trpc.admin.setHomeDetail.useMutation({
    ...useMutationError(setError),
    onSuccess: (detail) => {
      utils.public.getHomeDetail.setData(undefined, detail);
      notifySuccess(t('messages.successfullySaved'));
    },
  });

  const submit = () => save.mutate({ introduction: html });

  return (
    <Stack gap="sm">
      <RichTextEditor
        label={t('home.introLabel')}
        value={html}
        onChange={setHtml}
        placeholder={t('home.introPlaceholder')}
        minHeight={200}
      />
      <ErrorAlert message={error} />
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
          {t('home.introSave')}
        </Button>
      </Group>
    </Stack>
  );
}
