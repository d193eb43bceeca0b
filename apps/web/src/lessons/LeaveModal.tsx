import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { limits } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { useUiLanguage } from '../ui/use-ui-language';
import { formatDay, formatTimeRange } from './lesson-time';
import type { TimetableEntry } from './types';
import { dayIn } from './week';

interface LeaveModalProps {
  /** The lesson (and student) leave is asked for; null when closed. */
  entry: TimetableEntry | null;
  timeZone: string;
  cutoffHours: number;
  onClose: () => void;
}

/** Asking leave for a lesson: a reason, sent to the teacher, who sees it on the roll. */
export function LeaveModal({ entry, timeZone, cutoffHours, onClose }: LeaveModalProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (v) => (v.trim() ? null : t('lessons.leave.reasonRequired')) },
  });
  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };
  const ask = trpc.user.requestLeave.useMutation({
    ...useMutationError(setError),
    onSuccess: () => {
      notifySuccess(t('messages.leaveRequested'));
      close();
      return utils.user.getTimetable.invalidate();
    },
  });
  const submit = form.onSubmit(({ reason }) => {
    if (!entry?.student) return;
    ask.mutate({ lessonId: entry._id, studentId: entry.student._id, reason: reason.trim() });
  });
  return (
    <Modal opened={entry !== null} onClose={close} title={t('lessons.leave.title')}>
      {entry && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <div>
              <Text fw={500}>{entry.className}</Text>
              <Text size="sm" c="dimmed">
                {formatDay(dayIn(entry.startsAt, timeZone), language)}{' '}
                {formatTimeRange(entry.startsAt, entry.endsAt, timeZone, language)}
              </Text>
              {entry.student && <Text size="sm">{t('lessons.leave.forStudent', { name: entry.student.name })}</Text>}
            </div>
            <ErrorAlert message={error} />
            <Textarea
              label={t('lessons.leave.reason')}
              placeholder={t('lessons.leave.reasonPlaceholder')}
              required
              autosize
              minRows={3}
              maxLength={limits.leaveReason}
              data-autofocus
              {...form.getInputProps('reason')}
            />
            <Text size="xs" c="dimmed">
              {t('lessons.leave.cutoff', { hours: cutoffHours })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={ask.isPending}>
                {t('lessons.leave.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
