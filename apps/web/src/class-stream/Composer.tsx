import { ActionIcon, Button, FileButton, Group, List, Stack, Switch, Text } from '@mantine/core';
import { classStreamLimits, uploadAccept } from '@quanta/validators';
import { IconFileText, IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../richtext';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { PaperSection } from '../ui/PaperSection';
import { useMutationError } from '../ui/use-mutation-error';
import { usePostFiles } from './use-post-files';

/** The editor's empty document and text with no words in it. */
const isBlank = (html: string) => !/<(?:img|video)\b/i.test(html) && html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';

/** The teacher's new announcement: rich text, files, and whether students and parents may comment. */
export function Composer({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [body, setBody] = useState('');
  const [commentsOn, setCommentsOn] = useState(true);
  // A new editor after each post: the editor reads its value once.
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const files = usePostFiles();
  const create = trpc.teacher.createClassPost.useMutation({
    ...useMutationError(setError),
    onSuccess: () => {
      notifySuccess(t('classStream.compose.posted'));
      setBody('');
      setCommentsOn(true);
      files.clear();
      setRound((n) => n + 1);
      return utils.user.getClassPosts.invalidate({ classId });
    },
  });
  const submit = () => {
    if (isBlank(body)) {
      setError(t('classStream.compose.bodyRequired'));
      return;
    }
    create.mutate({ classId, body, files: files.files, commentsOn });
  };
  return (
    <PaperSection title={t('classStream.compose.title')} order={2} size="h4" gap="sm">
      <RichTextEditor
        key={round}
        label={t('classStream.compose.body')}
        placeholder={t('classStream.compose.placeholder')}
        value=""
        onChange={setBody}
        minHeight={140}
      />
      <Stack gap={6}>
        <Group gap="sm">
          <FileButton multiple accept={uploadAccept.document} onChange={(chosen) => files.add(chosen)}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPaperclip size={16} />}
                loading={files.uploading}
                disabled={files.files.length >= classStreamLimits.filesMax}
              >
                {t('classStream.compose.attach')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('classStream.compose.attachHint', { max: classStreamLimits.filesMax })}
          </Text>
        </Group>
        {files.files.length > 0 && (
          <List listStyleType="none" spacing={4}>
            {files.files.map((f) => (
              <List.Item key={f.path}>
                <Group gap={6} wrap="nowrap">
                  <IconFileText size={16} aria-hidden style={{ flex: 'none' }} />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {f.name}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={t('classStream.compose.removeFile', { name: f.name })}
                    onClick={() => files.remove(f.path)}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <ErrorAlert message={files.error} />
      </Stack>
      <Switch
        label={t('classStream.compose.commentsOn')}
        checked={commentsOn}
        onChange={(e) => setCommentsOn(e.currentTarget.checked)}
      />
      <ErrorAlert message={error} />
      <Group justify="flex-end">
        <Button
          leftSection={<IconSend size={16} />}
          loading={create.isPending}
          disabled={files.uploading}
          onClick={submit}
        >
          {t('classStream.compose.post')}
        </Button>
      </Group>
    </PaperSection>
  );
}
