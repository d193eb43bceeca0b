import { Group } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ClassStream } from '../class-stream/ClassStream';
import { GradesLink } from '../grades/GradesLink';
import { trpc } from '../session/trpc';
import { ExercisePage } from './ExercisePage';
import { ExerciseTable } from './ExerciseTable';
import { ViewDetailsButton } from './ViewDetailsButton';

/** /parent/student/exercise/{studentId}/{classId}: a child's exercises in one class. */
export function ParentExercises() {
  const { t } = useTranslation();
  const { studentId, classId } = useParams({ from: '/parent/student/exercise/$studentId/$classId' });
  const data = trpc.user.getStudentExerciseList.useQuery({ studentId, classId });
  return (
    <ExercisePage
      back={{ label: t('exercises.parent.back'), href: '/parent/studentlist' }}
      title={
        data.data ? t('exercises.parent.title', { name: data.data.student.name }) : t('exercises.parent.fallbackTitle')
      }
      subtitle={data.data?.class.name}
      query={data}
    >
      {(d) => (
        <>
          <Group>
            <GradesLink classId={classId} studentId={studentId} />
          </Group>
          <ExerciseTable
            exercises={d.list}
            label={t('exercises.parent.fallbackTitle')}
            empty={t('exercises.parent.empty')}
            actions={(e) => <ViewDetailsButton exerciseId={e._id} />}
          />
          <ClassStream classId={classId} />
        </>
      )}
    </ExercisePage>
  );
}
