import { IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../session/use-session';
import { ButtonLink } from '../ui/links';

/** A link to a student's grades in a class; without `studentId`, the signed-in student's own. */
export function GradesLink({ classId, studentId }: { classId: string; studentId?: string }) {
  const { t } = useTranslation();
  const user = useUserInfo();
  const student = studentId ?? user?._id;
  if (!student) return null;
  return (
    <ButtonLink
      to="/grades/$studentId/$classId"
      params={{ studentId: student, classId }}
      variant="light"
      leftSection={<IconReportAnalytics size={16} />}
    >
      {t('grades.family.open')}
    </ButtonLink>
  );
}
