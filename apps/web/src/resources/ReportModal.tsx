import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { limits } from '@quanta/validators';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { showNotice } from '../ui/notify';

const types = ['1', '2', '3'] as const;

/** The 'report bug' modal: type 1 Incorrect Question, 2 Incorrect Answer, 3 Other (default, needs text). */
export function ReportModal({ questionId, onClose }: { questionId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [type, setType] = useState<(typeof types)[number]>('3');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = trpc.user.reportResourceQuestion.useMutation();
  useEffect(() => {
    if (questionId) {
      setType('3');
      setText('');
      setError(null);
    }
  }, [questionId]);

  const send = () => {
    if (!questionId) return;
    if (type === '3' && !text.trim()) return setError(t('messages.reportContentRequired'));
    const id = showNotice({ loading: true, message: t('messages.submittingReport'), autoClose: false });
    report.mutate(
      { questionId, errorType: Number(type), otherContent: text },
      {
        onSuccess: () => {
          notifications.update({
            id,
            loading: false,
            color: 'green',
            message: t('messages.reportSubmitted'),
            autoClose: 4000,
          });
          onClose();
        },
        onError: (e) => {
          notifications.update({ id, loading: false, color: 'red', message: errorText(e), autoClose: 6000 });
        },
      },
    );
  };

  return (
    <Modal opened={questionId !== null} onClose={onClose} title={t('resources.report.title')} centered>
      <Stack>
        <Radio.Group label={t('resources.report.type')} value={type} onChange={(v) => setType(v as typeof type)}>
          <Stack gap="xs" mt="xs">
            {types.map((k) => (
              <Radio key={k} value={k} label={t(`resources.report.types.${k}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('resources.report.content')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={3}
          maxLength={limits.reportContent}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('resources.report.cancel')}
          </Button>
          <Button onClick={send} loading={report.isPending}>
            {t('resources.report.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
