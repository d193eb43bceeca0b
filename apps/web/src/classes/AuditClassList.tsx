import { Alert, Center, Divider, Group, Loader, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HomeIntroEditor } from '../home/HomeIntroEditor';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { AuditClassTable } from './AuditClassTable';
import { LanguageSelect, useLanguageFilter } from './LanguageSelect';

/** `/admin/auditClass`: submitted and published classes of a language, then the home introduction. */
export function AuditClassList() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [language, setLanguage] = useLanguageFilter();
  const classes = trpc.admin.getAuditClasses.useQuery({ language });

  return (
    <Stack gap="md" maw={1200} mx="auto" py="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('classes.audit.title')}</Title>
        <LanguageSelect value={language} onChange={setLanguage} w={140} />
      </Group>
      {classes.error && (
        <Alert color="red" variant="filled" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorText(classes.error)}
        </Alert>
      )}
      {classes.data ? (
        <AuditClassTable classes={classes.data.list} />
      ) : (
        !classes.error && (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )
      )}
      <Divider my="md" />
      <HomeIntroEditor />
    </Stack>
  );
}
