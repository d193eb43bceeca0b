import { Box, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { AnchorLink } from '../ui/links';
import { HomeworkDetails } from './HomeworkDetails';
import { HomeworkPreview } from './HomeworkPreview';
import { QuestionTransfer } from './QuestionTransfer';

/** /teach/hw/{id}/edit: the homework's details, its questions and a preview of the set. */
export function EditHomework() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id } = useParams({ from: '/teach/hw/$id/edit' });
  const homework = trpc.user.getHWById.useQuery({ id }, { staleTime: Number.POSITIVE_INFINITY });
  const [previewing, preview] = useDisclosure(false);
  return (
    <Box maw={1200} mx="auto" py="md">
      <AnchorLink to="/teach/hwlist" size="sm" display="inline-flex" mb="sm" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} />
        {t('homework.backToList')}
      </AnchorLink>
      {homework.data ? (
        <Stack gap="lg">
          <Group justify="space-between">
            <Title order={1} size="h2">
              {t('homework.editTitle')}
            </Title>
            <Button variant="light" leftSection={<IconEye size={16} />} onClick={preview.open}>
              {t('homework.preview')}
            </Button>
          </Group>
          <HomeworkDetails key={homework.data._id} homework={homework.data} />
          <QuestionTransfer homework={homework.data} />
          <HomeworkPreview homework={homework.data} opened={previewing} onClose={preview.close} />
        </Stack>
      ) : homework.error ? (
        <ErrorAlert message={errorText(homework.error)} />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
    </Box>
  );
}
