import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { limits } from '@quanta/validators';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../richtext';
import { trpc } from '../session/trpc';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { correctionMail } from './correction-mail';

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
  const send = trpc.teacher.sendCorrectionEmail.useMutation({
    ...useMutationError(),
    onSuccess: () => {
      notifySuccess(t('messages.correctionMailSent'));
      onSent();
    },
  });
  const [initial] = useState(() => correctionMail(student.name, homeworkName));
  const form = useForm({ initialValues: initial });

  const submit = ({ title, content }: typeof initial) => send.mutate({ email: student.email, title, content });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('exercises.correction.mailTo', { name: student.name, email: student.email })}
      </Text>
      <TextInput
        label={t('exercises.correction.titleLabel')}
        maxLength={limits.mailTitle}
        {...form.getInputProps('title')}
      />
      <RichTextEditor
        label={t('exercises.correction.contentLabel')}
        value={initial.content}
        onChange={(html) => form.setFieldValue('content', html)}
        minHeight={140}
      />
      <Group justify="flex-end">
        <Button leftSection={<IconSend size={16} />} loading={send.isPending} onClick={() => form.onSubmit(submit)()}>
          {t('exercises.correction.send')}
        </Button>
      </Group>
    </Stack>
  );
}
