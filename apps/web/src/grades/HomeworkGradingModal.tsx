import { Modal, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AttemptsCounted } from '@quanta/grading/course-grade';
import { gradeSetupLimits } from '@quanta/validators';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { DialogActions } from '../ui/DialogActions';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { categoryName } from './format';
import type { GradeSetup, SetupHomework } from './GradingSetup';

interface HomeworkGradingModalProps {
  classId: string;
  categories: GradeSetup['categories'];
  /** The homework being edited; null: closed. */
  homework: SetupHomework | null;
  onClose: () => void;
}

/** One homework's grading in the class: its category, points, late penalty per day and attempts. */
export function HomeworkGradingModal({ classId, categories, homework, onClose }: HomeworkGradingModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={homework !== null}
      onClose={onClose}
      title={homework ? t('grades.setup.dialogTitle', { name: homework.name }) : ''}
    >
      {homework && (
        <HomeworkGradingForm
          key={homework.homeworkId}
          classId={classId}
          categories={categories}
          homework={homework}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

interface Values {
  categoryId: string;
  points: number | string;
  latePenaltyPercent: number | string;
  attemptsAllowed: number | string;
  attemptsCounted: AttemptsCounted;
}

const numberOr = (value: number | string, fallback: number) =>
  typeof value === 'number' ? value : value.trim() === '' ? fallback : Number(value);

function HomeworkGradingForm({
  classId,
  categories,
  homework: h,
  onDone,
}: {
  classId: string;
  categories: GradeSetup['categories'];
  homework: SetupHomework;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const countedId = useId();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      categoryId: h.categoryId,
      points: h.points ?? '',
      latePenaltyPercent: h.latePenaltyPercent,
      attemptsAllowed: h.attemptsAllowed,
      attemptsCounted: h.attemptsCounted,
    },
  });
  const save = trpc.teacher.setHomeworkGrading.useMutation({
    ...useMutationError(setError),
    onSuccess: async (saved) => {
      notifySuccess(t('messages.homeworkGradingSaved'));
      utils.teacher.getGradeSetup.setData({ classId }, (old) =>
        old
          ? {
              ...old,
              homework: old.homework.map((x) => (x.homeworkId === saved.homework.homeworkId ? saved.homework : x)),
            }
          : old,
      );
      onDone();
      await utils.teacher.getGradebook.invalidate({ classId });
    },
  });
  const kindName = (kind: string) => t(`grades.kinds.${kind as 'custom'}`);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        const points = typeof v.points === 'string' && v.points.trim() === '' ? null : numberOr(v.points, 0);
        save.mutate({
          classId,
          homeworkId: h.homeworkId,
          categoryId: v.categoryId || null,
          points,
          latePenaltyPercent: numberOr(v.latePenaltyPercent, 0),
          attemptsAllowed: numberOr(v.attemptsAllowed, 1),
          attemptsCounted: v.attemptsCounted,
        });
      })}
    >
      <Stack gap="sm">
        <Select
          label={t('grades.setup.category')}
          allowDeselect={false}
          data={categories.map((c) => ({ value: c._id, label: categoryName(c, kindName) }))}
          {...form.getInputProps('categoryId')}
        />
        <NumberInput
          label={t('grades.setup.pointsLabel')}
          description={t('grades.setup.pointsHint', { count: h.questionCount })}
          min={0}
          max={gradeSetupLimits.pointsMax}
          allowNegative={false}
          decimalScale={2}
          {...form.getInputProps('points')}
        />
        <NumberInput
          label={t('grades.setup.lateLabel')}
          description={t('grades.setup.lateHint')}
          min={0}
          max={100}
          allowNegative={false}
          allowDecimal={false}
          {...form.getInputProps('latePenaltyPercent')}
        />
        <NumberInput
          label={t('grades.setup.attemptsLabel')}
          min={1}
          max={gradeSetupLimits.attemptsMax}
          allowNegative={false}
          allowDecimal={false}
          {...form.getInputProps('attemptsAllowed')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={countedId}>
            {t('grades.setup.countedLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby={countedId}
            data={[
              { value: 'best', label: t('grades.counted.best') },
              { value: 'last', label: t('grades.counted.last') },
            ]}
            {...form.getInputProps('attemptsCounted')}
          />
        </Stack>
        <ErrorAlert message={error} />
        <DialogActions onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
