import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { limits } from '@quanta/validators';
import { IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../richtext';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { notifyError, notifySuccess } from '../ui/notify';
import { correctionMail } from './correctionMail';

interface CorrectionMailModalProps {
  opened: boolean;
  onClose: () => void;
  student: { name: string; email: string };
  homeworkName: string;
}

/** SEND EMAIL: title and content prefilled with the Chinese completion notice, sent to the student. */
export function CorrectionMailModal({ opened, onClose, student, homeworkName }: CorrectionMailModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('exercises.correction.mailTitle')} size="lg">
      {opened && <MailForm student={student} homeworkName={homeworkName} onSent={onClose} />}
    </Modal>
  );
}

function MailForm({
  student,
  homeworkName,
  onSent,
}: Omit<CorrectionMailModalProps, 'opened' | 'onClose'> & { onSent: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const send = trpc.teacher.sendCorrectionEmail.useMutation();
  const [initial] = useState(() => correctionMail(student.name, homeworkName));
  const [title, setTitle] = useState(initial.title);
  const content = useRef(initial.content);

  const submit = async () => {
    try {
      await send.mutateAsync({ email: student.email, title, content: content.current });
      notifySuccess(t('messages.correctionMailSent'));
      onSent();
    } catch (err) {
      notifyError(errorText(err));
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('exercises.correction.mailTo', { name: student.name, email: student.email })}
      </Text>
      <TextInput
        label={t('exercises.correction.titleLabel')}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        maxLength={limits.mailTitle}
      />
      <RichTextEditor
        label={t('exercises.correction.contentLabel')}
        value={initial.content}
        onChange={(html) => {
          content.current = html;
        }}
        minHeight={140}
      />
      <Group justify="flex-end">
        <Button leftSection={<IconSend size={16} />} loading={send.isPending} onClick={() => void submit()}>
          {t('exercises.correction.send')}
        </Button>
      </Group>
    </Stack>
  );
}
