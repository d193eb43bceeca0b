import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
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
  /** The class's language, which the prefilled notice is written in. */
  language: string;
}

/**
 * SEND EMAIL: title and content prefilled with a completion notice in the class's language, sent to the
 * student and, if the teacher ticks it, copied to the student's parent.
 */
export function CorrectionMailModal({ opened, onClose, student, homeworkName, language }: CorrectionMailModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('exercises.correction.mailTitle')} size="lg">
      {opened && <MailForm student={student} homeworkName={homeworkName} language={language} onSent={onClose} />}
    </Modal>
  );
}

function MailForm({
  student,
  homeworkName,
  language,
  onSent,
}: Omit<CorrectionMailModalProps, 'opened' | 'onClose'> & { onSent: () => void }) {
  const { t } = useTranslation();
  const send = trpc.teacher.sendCorrectionEmail.useMutation({
    ...useMutationError(),
    onSuccess: (sent) => {
      notifySuccess(sent.copied > 0 ? t('exercises.correction.sentWithCopy') : t('messages.correctionMailSent'));
      onSent();
    },
  });
  const [initial] = useState(() => ({ ...correctionMail(student.name, homeworkName, language), copyParent: false }));
  const form = useForm({ initialValues: initial });

  const submit = ({ title, content, copyParent }: typeof initial) =>
    send.mutate({ email: student.email, title, content, copyParent });

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
      <Checkbox
        label={t('exercises.correction.copyParent')}
        description={t('exercises.correction.copyParentHint')}
        {...form.getInputProps('copyParent', { type: 'checkbox' })}
      />
      <Group justify="flex-end">
        <Button leftSection={<IconSend size={16} />} loading={send.isPending} onClick={() => form.onSubmit(submit)()}>
          {t('exercises.correction.send')}
        </Button>
      </Group>
    </Stack>
  );
}
