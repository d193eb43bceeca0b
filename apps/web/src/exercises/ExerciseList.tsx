import { useTranslation } from 'react-i18next';
import { RenewButton } from '../enrolment/RenewButton';
import { trpc } from '../session/trpc';
import { ExercisePage } from './ExercisePage';
import { ExerciseTable } from './ExerciseTable';
import { StudentActions } from './StudentActions';

/** All of a student's exercises across classes, newest first. */
export function ExerciseList() {
  const { t } = useTranslation();
  const list = trpc.user.getExerciseList.useQuery();
  return (
    <ExercisePage title={t('exercises.list.title')} query={list}>
      {(data) => (
        <ExerciseTable
          exercises={data.list}
          label={t('exercises.list.title')}
          empty={t('exercises.list.empty')}
          showClass
          actions={(e) => (e.isValid ? <StudentActions exercise={e} /> : <RenewButton classId={e.classId} />)}
        />
      )}
    </ExercisePage>
  );
}
