import { Button, Group, Stack, Textarea } from '@mantine/core';
import { classStreamLimits } from '@quanta/validators';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';

/** Writes a comment on an announcement (plain text). */
export function CommentForm({ classId, postId }: { classId: string; postId: string }) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const utils = trpc.useUtils();
  const add = trpc.user.addClassPostComment.useMutation({
    ...useMutationError(),
    onSuccess: () => {
      setBody('');
      notifySuccess(t('classStream.comments.sent'));
      return utils.user.getClassPosts.invalidate({ classId });
    },
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (body.trim()) add.mutate({ postId, body });
      }}
    >
      <Stack gap={6}>
        <Textarea
          label={t('classStream.comments.label')}
          placeholder={t('classStream.comments.placeholder')}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          maxLength={classStreamLimits.comment}
          autosize
          minRows={1}
          maxRows={6}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="xs"
            leftSection={<IconSend size={14} />}
            loading={add.isPending}
            disabled={!body.trim()}
          >
            {t('classStream.comments.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
