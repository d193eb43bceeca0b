import { Badge, Group, Pagination } from '@mantine/core';
import { limits } from '@quanta/validators';
import { IconChecklist } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TeacherResourceRecords } from '../resources/TeacherResourceRecords';
import { trpc } from '../session/trpc';
import { LinkButton } from '../ui/LinkButton';
import { Bulletin } from './Bulletin';
import { ExercisePage } from './ExercisePage';
import { ExerciseTable } from './ExerciseTable';
import { ViewDetailsButton } from './ViewDetailsButton';

const pageSize = limits.exercisePageSize;

/** /teacher/exercise/{classId}/{studentId}: the class bulletin and one student's exercises, paged. */
export function TeacherStudentExercises() {
  const { t } = useTranslation();
  const { classId, studentId } = useParams({ from: '/teacher/exercise/$classId/$studentId' });
  const [page, setPage] = useState(1);
  const data = trpc.teacher.getStudentExerciseByClass.useQuery(
    { classId, studentId, page, pageSize },
    { placeholderData: (previous) => previous },
  );
  const pages = data.data ? Math.max(1, Math.ceil(data.data.total / pageSize)) : 1;
  return (
    <ExercisePage
      back={{ label: t('exercises.teacherView.backToStudents'), href: `/teach/class/${classId}/addStudent` }}
      title={t('exercises.teacherView.title')}
      subtitle={data.data && `${data.data.student.name} · ${data.data.class.name}`}
      query={data}
    >
      {(d) => (
        <>
          <Bulletin html={d.class.bulletin} />
          <Group gap="xs">
            <Badge color="teal" variant="light" size="lg" tt="none">
              {t('exercises.teacherView.totals', { correct: d.correct, wrong: d.wrong })}
            </Badge>
          </Group>
          <ExerciseTable
            exercises={d.list}
            label={t('exercises.teacherView.title')}
            empty={t('exercises.teacherView.empty')}
            actions={(e) => (
              <Group gap="xs" wrap="nowrap">
                <ViewDetailsButton exerciseId={e._id} />
                <LinkButton
                  href={`/teacher/correctionExercise/${classId}/${e.homeworkId._id}`}
                  variant="subtle"
                  icon={IconChecklist}
                >
                  {t('exercises.teacherView.correct')}
                </LinkButton>
              </Group>
            )}
          />
          {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} />}
          <TeacherResourceRecords classId={classId} studentId={studentId} />
        </>
      )}
    </ExercisePage>
  );
}
