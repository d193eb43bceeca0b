import { Center, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../richtext';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';

/** HELP: the admin's help content. */
export function Help() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const base = trpc.public.getResourceBase.useQuery();
  if (base.error) return <ErrorAlert message={errorText(base.error)} />;
  if (!base.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  return (
    <Paper withBorder radius="md" p="lg">
      {base.data.helpContent ? (
        <RichHtml html={base.data.helpContent} />
      ) : (
        <Text c="dimmed">{t('resources.stats.none')}</Text>
      )}
    </Paper>
  );
}
