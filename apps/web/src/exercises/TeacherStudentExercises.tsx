import { Badge, Button, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { limits } from '@quanta/validators';
import { IconChecklist, IconEye } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TeacherResourceRecords } from '../resources/TeacherResourceRecords';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { AppLink } from '../ui/AppLink';
import { ErrorAlert } from '../ui/ErrorAlert';
import { BackLink } from './BackLink';
import { Bulletin } from './Bulletin';
import { ExerciseTable } from './ExerciseTable';
import { Loading } from './Loading';

const pageSize = limits.exercisePageSize;

/** /teacher/exercise/{classId}/{studentId}: the class bulletin and one student's exercises, paged. */
export function TeacherStudentExercises() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { classId, studentId } = useParams({ from: '/teacher/exercise/$classId/$studentId' });
  const [page, setPage] = useState(1);
  const data = trpc.teacher.getStudentExerciseByClass.useQuery(
    { classId, studentId, page, pageSize },
    { placeholderData: (previous) => previous },
  );
  const pages = data.data ? Math.max(1, Math.ceil(data.data.total / pageSize)) : 1;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <div>
          <BackLink label={t('exercises.teacherView.backToStudents')} href={`/teach/class/${classId}/addStudent`} />
          <Title order={2} mt="xs">
            {t('exercises.teacherView.title')}
          </Title>
          {data.data && (
            <Text c="dimmed" size="lg">
              {data.data.student.name} · {data.data.class.name}
            </Text>
          )}
        </div>
        {data.error ? (
          <ErrorAlert message={errorText(data.error)} />
        ) : !data.data ? (
          <Loading />
        ) : (
          <>
            <Bulletin html={data.data.class.bulletin} />
            <Group gap="xs">
              <Badge color="teal" variant="light" size="lg" tt="none">
                {t('exercises.teacherView.totals', { correct: data.data.correct, wrong: data.data.wrong })}
              </Badge>
            </Group>
            <ExerciseTable
              exercises={data.data.list}
              label={t('exercises.teacherView.title')}
              empty={t('exercises.teacherView.empty')}
              actions={(e) => (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    component={AppLink}
                    href={`/student/exercise/${e._id}`}
                    size="xs"
                    variant="light"
                    leftSection={<IconEye size={14} />}
                  >
                    {t('exercises.viewDetails')}
                  </Button>
                  <Button
                    component={AppLink}
                    href={`/teacher/correctionExercise/${classId}/${e.homeworkId._id}`}
                    size="xs"
                    variant="subtle"
                    leftSection={<IconChecklist size={14} />}
                  >
                    {t('exercises.teacherView.correct')}
                  </Button>
                </Group>
              )}
            />
            {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} />}
            <TeacherResourceRecords classId={classId} studentId={studentId} />
          </>
        )}
      </Stack>
    </Container>
  );
}
