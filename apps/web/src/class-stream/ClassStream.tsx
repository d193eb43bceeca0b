import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StreamPosts } from './StreamPosts';

/** A class's stream as its students and their parents read it, with their comments: a section of their class screen. */
export function ClassStream({ classId }: { classId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby={`stream-${classId}`}>
      <Title order={2} size="h4" id={`stream-${classId}`}>
        {t('classStream.title')}
      </Title>
      <StreamPosts classId={classId} mode="family" />
    </Stack>
  );
}
