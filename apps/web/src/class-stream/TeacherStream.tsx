import { Container, Stack, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { PageHeading } from '../ui/PageHeading';
import { Composer } from './Composer';
import { StreamPosts, streamPage } from './StreamPosts';

/** `/teach/class/{id}/stream`: the teacher posts announcements, turns comments off and deletes what should go. */
export function TeacherStream() {
  const { t } = useTranslation();
  const { id } = useParams({ from: '/teach/class/$id/stream' });
  // The first page, as the list below asks for it: the class's name comes with it.
  const first = trpc.user.getClassPosts.useQuery(streamPage(id, 1));
  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py="lg">
      <Stack gap="lg">
        <PageHeading
          back={{ label: t('classStream.back'), href: '/teach/classlist' }}
          title={t('classStream.title')}
          subtitle={first.data?.class.name}
        />
        {!first.error && <Composer classId={id} />}
        <Stack gap="sm" component="section" aria-labelledby="stream-posts">
          <Title order={2} size="h4" id="stream-posts">
            {t('classStream.posts')}
          </Title>
          <StreamPosts classId={id} mode="teacher" />
        </Stack>
      </Stack>
    </Container>
  );
}
