import { Button, Divider, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatLessonStart, type Language } from '../lessons/lesson-time';
import { RichHtml } from '../richtext';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { PostFiles } from './PostFiles';
import type { ClassPost, StreamMode } from './types';

interface PostCardProps {
  classId: string;
  post: ClassPost;
  mode: StreamMode;
  timeZone: string;
}

/** One announcement: its text and files, its comments, and for the teacher the comment switch and delete. */
export function PostCard({ classId, post, mode, timeZone }: PostCardProps) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const utils = trpc.useUtils();
  const refresh = () => utils.user.getClassPosts.invalidate({ classId });
  const reportError = useMutationError();
  const update = trpc.teacher.updateClassPost.useMutation({
    ...reportError,
    onSuccess: (saved) => {
      notifySuccess(t(saved.commentsOn ? 'classStream.post.commentsOn' : 'classStream.post.commentsOff'));
      return refresh();
    },
  });
  const remove = trpc.teacher.deleteClassPost.useMutation({
    ...reportError,
    onSuccess: () => {
      notifySuccess(t('classStream.post.deleted'));
      return refresh();
    },
  });
  const when = formatLessonStart(post.createdAt, timeZone, language);
  const headingId = `post-${post._id}`;
  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h6" id={headingId} fw={500} c="dimmed">
          {t('classStream.by', { name: post.author.name, time: when })}
        </Title>
        <RichHtml html={post.body} />
        <PostFiles files={post.files} />
        {mode === 'teacher' && (
          <Group justify="space-between" gap="xs">
            <Switch
              label={t('classStream.post.commentsSwitch')}
              checked={post.commentsOn}
              disabled={update.isPending}
              onChange={(e) => update.mutate({ postId: post._id, commentsOn: e.currentTarget.checked })}
            />
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              loading={remove.isPending}
              onClick={() =>
                confirmAction({
                  text: t('classStream.post.deleteText'),
                  confirmLabel: t('classStream.post.delete'),
                  danger: true,
                  onConfirm: () => remove.mutate({ postId: post._id }),
                })
              }
            >
              {t('classStream.post.delete')}
            </Button>
          </Group>
        )}
        <Divider />
        <Text size="sm" fw={600} component="h4" m={0}>
          {t('classStream.comments.title', { count: post.comments.length })}
        </Text>
        <CommentList classId={classId} comments={post.comments} mode={mode} timeZone={timeZone} />
        {post.commentsOn ? (
          <CommentForm classId={classId} postId={post._id} />
        ) : (
          <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <IconLock size={16} aria-hidden />
            {t('classStream.comments.closed')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
