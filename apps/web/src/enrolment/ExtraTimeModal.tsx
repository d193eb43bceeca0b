import { Modal, NumberInput, Stack, Text } from '@mantine/core';
import { limits } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { DialogActions } from '../ui/DialogActions';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';

interface ExtraTimeModalProps {
  classId: string;
  /** The student whose extra time is set, with what they have now; the modal is open while there is one. */
  student: { ID: string; name: string; extraTimePercent: number } | null;
  onClose: () => void;
}

/** A student's extra time in the class's exams, a percentage of each exam's duration (0 removes it). */
export function ExtraTimeModal({ classId, student, onClose }: ExtraTimeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={student !== null} onClose={onClose} title={t('enrolment.extraTime.title')} centered>
      {student && <ExtraTimeForm key={student.ID} classId={classId} student={student} onClose={onClose} />}
    </Modal>
  );
}

function ExtraTimeForm({
  classId,
  student,
  onClose,
}: {
  classId: string;
  student: { ID: string; name: string; extraTimePercent: number };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [percent, setPercent] = useState<number | string>(student.extraTimePercent);
  const [error, setError] = useState<string | null>(null);
  const save = trpc.teacher.setAccommodation.useMutation({
    ...useMutationError(setError),
    onSuccess: async () => {
      notifySuccess(t('messages.accommodationSaved'));
      await utils.teacher.studentList.invalidate({ classID: classId });
      onClose();
    },
  });
  const value = typeof percent === 'number' ? percent : 0;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ classId, studentId: student.ID, extraTimePercent: value });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{student.name}</Text>
        <ErrorAlert message={error} />
        <NumberInput
          label={t('enrolment.extraTime.label')}
          description={t('enrolment.extraTime.description')}
          value={percent}
          onChange={setPercent}
          min={0}
          max={limits.extraTimePercentMax}
          step={5}
          suffix={t('enrolment.extraTime.suffix')}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          data-autofocus
        />
        <DialogActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
