import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { gradeSetupLimits } from '@quanta/validators';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../exercises/Loading';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { TermReportDownload } from './TermReportDownload';

interface TermReportModalProps {
  classId: string;
  /** The student whose report is open; null: closed. */
  student: { _id: string; name: string } | null;
  onClose: () => void;
}

/** A student's term report from the gradebook: the teacher's comment, and the PDF in English or Chinese. */
export function TermReportModal({ classId, student, onClose }: TermReportModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={student !== null}
      onClose={onClose}
      title={student ? t('grades.report.title', { name: student.name }) : ''}
      size="lg"
    >
      {student && <TermReportBody key={student._id} classId={classId} student={student} />}
    </Modal>
  );
}

/** The saved comment, then the form to edit it. */
function TermReportBody({ classId, student }: { classId: string; student: { _id: string; name: string } }) {
  const errorText = useErrorText();
  const saved = trpc.teacher.getReportComment.useQuery({ classId, studentId: student._id });
  if (saved.error) return <ErrorAlert message={errorText(saved.error)} />;
  if (!saved.data) return <Loading />;
  return <TermReportForm classId={classId} student={student} saved={saved.data.comment} />;
}

function TermReportForm({
  classId,
  student,
  saved,
}: {
  classId: string;
  student: { _id: string; name: string };
  saved: string;
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [comment, setComment] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = trpc.teacher.setReportComment.useMutation({
    ...useMutationError(setError),
    onSuccess: (result) => {
      utils.teacher.getReportComment.setData({ classId, studentId: student._id }, { comment: result.comment });
      notifySuccess(t('messages.reportCommentSaved'));
    },
  });
  const max = gradeSetupLimits.reportComment;
  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ classId, studentId: student._id, comment: comment.trim() });
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('grades.report.comment')}
            description={`${t('grades.report.commentHint', { max })} ${comment.length} / ${max}`}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            maxLength={max}
            autosize
            minRows={4}
            data-autofocus
          />
          <ErrorAlert message={error} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              {t('grades.report.saveComment')}
            </Button>
          </Group>
        </Stack>
      </form>
      <TermReportDownload classId={classId} studentId={student._id} name={student.name} as="teacher" />
    </Stack>
  );
}
