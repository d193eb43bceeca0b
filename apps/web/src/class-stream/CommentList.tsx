import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatLessonStart, type Language } from '../lessons/lesson-time';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import type { ClassPostComment, StreamMode } from './types';

interface CommentListProps {
  classId: string;
  comments: ClassPostComment[];
  mode: StreamMode;
  timeZone: string;
}

/** An announcement's comments, oldest first; the class's teacher deletes any, everyone else their own. */
export function CommentList({ classId, comments, mode, timeZone }: CommentListProps) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const utils = trpc.useUtils();
  const done = {
    ...useMutationError(),
    onSuccess: () => {
      notifySuccess(t('classStream.comments.deleted'));
      return utils.user.getClassPosts.invalidate({ classId });
    },
  };
  const asTeacher = trpc.teacher.deleteClassPostComment.useMutation(done);
  const asAuthor = trpc.user.deleteClassPostComment.useMutation(done);
  if (comments.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('classStream.comments.none')}
      </Text>
    );
  const remove = (c: ClassPostComment) =>
    confirmAction({
      text: t('classStream.comments.deleteText', { name: c.author.name }),
      confirmLabel: t('classStream.comments.delete'),
      danger: true,
      onConfirm: () => (mode === 'teacher' ? asTeacher : asAuthor).mutate({ commentId: c._id }),
    });
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {comments.map((c) => (
        <li key={c._id}>
          <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text size="sm" fw={600}>
                  {c.author.name}
                </Text>
                <Badge size="xs" variant="light" color={c.author.role === 'Teacher' ? 'blue' : 'gray'}>
                  {t(`classStream.comments.roles.${c.author.role}`)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {formatLessonStart(c.createdAt, timeZone, language)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {c.body}
              </Text>
            </Stack>
            {(mode === 'teacher' || c.mine) && (
              <Tooltip label={t('classStream.comments.delete')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${t('classStream.comments.delete')}: ${c.author.name}`}
                  onClick={() => remove(c)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </li>
      ))}
    </Stack>
  );
}
