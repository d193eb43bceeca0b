import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Duration, durationKey, durations } from './standing';

interface DurationModalProps {
  /** The student being registered; the modal is open while there is one. */
  student: { name: string } | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: (duration: Duration) => void;
}

/** Register for a class with the library: one month (the default, preselected on every opening) or one year. */
export function DurationModal({ student, loading, onClose, onConfirm }: DurationModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={!!student} onClose={onClose} title={t('enrolment.duration.title')} centered>
      {student && (
        <DurationForm
          key={student.name}
          name={student.name}
          loading={loading}
          onClose={onClose}
          onConfirm={onConfirm}
        />
      )}
    </Modal>
  );
}

function DurationForm(props: {
  name: string;
  loading: boolean;
  onClose: () => void;
  onConfirm: (duration: Duration) => void;
}) {
  const { t } = useTranslation();
  const [duration, setDuration] = useState<Duration>(1);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('enrolment.duration.libraryNote')}
      </Text>
      <Radio.Group
        label={t('enrolment.duration.question', { name: props.name })}
        value={String(duration)}
        onChange={(value) => setDuration(value === '2' ? 2 : 1)}
      >
        <Stack gap="xs" mt="xs">
          {durations.map((d) => (
            <Radio key={d} value={String(d)} label={t(`enrolment.duration.${durationKey(d)}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t('common.cancel')}
        </Button>
        <Button loading={props.loading} onClick={() => props.onConfirm(duration)}>
          {t('enrolment.duration.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
