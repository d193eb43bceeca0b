import { Center, Group, Loader, Pagination, Stack } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { EmptyState } from '../ui/EmptyState';
import { ErrorAlert } from '../ui/ErrorAlert';
import { PostCard } from './PostCard';
import type { StreamMode } from './types';

const PAGE_SIZE = 10;

/** A page of a class's stream as the screens ask for it. */
export const streamPage = (classId: string, page: number) => ({ classId, page, pageSize: PAGE_SIZE });

/** A class's announcements, newest first, a page at a time. */
export function StreamPosts({ classId, mode }: { classId: string; mode: StreamMode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const posts = trpc.user.getClassPosts.useQuery(streamPage(classId, page));
  if (posts.error) return <ErrorAlert message={errorText(posts.error)} />;
  if (!posts.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  const { list, total, timeZone } = posts.data;
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <Stack gap="md">
      {list.length === 0 ? (
        <EmptyState icon={IconSpeakerphone} text={t('classStream.empty')} />
      ) : (
        list.map((post) => <PostCard key={post._id} classId={classId} post={post} mode={mode} timeZone={timeZone} />)
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
