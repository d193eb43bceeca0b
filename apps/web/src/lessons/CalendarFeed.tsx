import { Anchor, Button, CopyButton, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { feedUrls } from './feed-url';

/** The caller's private calendar feed: copy it, subscribe to it, or reset it (the old link stops at once). */
export function CalendarFeed() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const link = trpc.user.getCalendarLink.useQuery();
  const reset = trpc.user.resetCalendarLink.useMutation({
    ...useMutationError(),
    onSuccess: (answer) => {
      utils.user.getCalendarLink.setData(undefined, { url: answer.url });
      notifySuccess(t('lessons.feed.resetDone'));
    },
  });
  const url = link.data?.url ? feedUrls(link.data.url, window.location.origin) : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="calendar-feed">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed">
          {t('lessons.feed.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('lessons.feed.explain')}
        </Text>
        {link.error && <ErrorAlert message={errorText(link.error)} />}
        {!link.data && !link.error && <Skeleton h={36} />}
        {link.data && !url && (
          <Group>
            <Text size="sm">{t('lessons.feed.none')}</Text>
            <Button size="xs" loading={reset.isPending} onClick={() => reset.mutate()}>
              {t('lessons.feed.make')}
            </Button>
          </Group>
        )}
        {url && (
          <>
            <TextInput
              label={t('lessons.feed.link')}
              value={url.https}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              rightSectionWidth={44}
              rightSection={
                <CopyButton value={url.https}>
                  {({ copied, copy }) => (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      px={6}
                      color={copied ? 'teal' : undefined}
                      onClick={copy}
                      aria-label={copied ? t('lessons.feed.copied') : t('lessons.feed.copy')}
                      title={copied ? t('lessons.feed.copied') : t('lessons.feed.copy')}
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </Button>
                  )}
                </CopyButton>
              }
            />
            <Group gap="sm">
              <Button
                component="a"
                href={url.webcal}
                size="xs"
                variant="light"
                leftSection={<IconCalendarPlus size={14} />}
              >
                {t('lessons.feed.subscribe')}
              </Button>
              <Anchor
                component="button"
                type="button"
                size="sm"
                c="red"
                display="inline-flex"
                style={{ alignItems: 'center', gap: 4 }}
                onClick={() =>
                  confirmAction({
                    text: t('lessons.feed.resetText'),
                    confirmLabel: t('lessons.feed.reset'),
                    danger: true,
                    onConfirm: () => reset.mutate(),
                  })
                }
              >
                <IconRefresh size={14} />
                {t('lessons.feed.reset')}
              </Anchor>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
