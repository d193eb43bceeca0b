import { Alert, Container, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconClipboardList, IconEye } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassStream } from '../class-stream/ClassStream';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { useUserInfo } from '../session/use-session';
import { EmptyState } from '../ui/EmptyState';
import { StackedTable } from '../ui/StackedTable';
import { Bulletin } from './Bulletin';
import { ClassAccessError } from './ClassAccessError';
import { ClassPageHeading } from './ClassPageHeading';
import { ExerciseTable } from './ExerciseTable';
import { formatDateTime } from './format';
import { HomeworkName } from './HomeworkName';
import { Loading } from './Loading';
import { StudentActions } from './StudentActions';
import { ProjectileDemo } from './simulation/ProjectileDemo';

type PreviewHomework = RouterOutputs['teacher']['getClassroomPreview']['homeworkList'][number];

/**
 * /classroom/{id}: the class's bulletin and homework for the student, and the physics demo. The class's
 * teacher opens it read-only, as a preview of what its students see.
 */
export function Classroom() {
  const { id } = useParams({ from: '/classroom/$id' });
  const user = useUserInfo();
  if (!user)
    return (
      <ClassroomPage name={undefined}>
        <Loading />
      </ClassroomPage>
    );
  return user.role === 'Teacher' ? <TeacherPreview id={id} /> : <StudentClassroom id={id} />;
}

function StudentClassroom({ id }: { id: string }) {
  const { t } = useTranslation();
  const content = trpc.user.getClassesContent.useQuery({ id });
  return (
    <ClassroomPage name={content.data?.name}>
      {content.error ? (
        <ClassAccessError error={content.error} classId={id} />
      ) : !content.data ? (
        <Loading />
      ) : (
        <>
          <Bulletin html={content.data.bulletin} />
          <Title order={2} size="h4">
            {t('exercises.classroom.homework')}
          </Title>
          <ExerciseTable
            exercises={content.data.homeworkList.map((h) => h.exercise)}
            label={t('exercises.classroom.homework')}
            empty={t('exercises.myHomework.empty')}
            actions={(e) => <StudentActions exercise={e} />}
          />
          <ClassStream classId={id} />
        </>
      )}
    </ClassroomPage>
  );
}

/** The classroom as the class's students see it, for its teacher: no exercise of anyone, no actions. */
function TeacherPreview({ id }: { id: string }) {
  const { t } = useTranslation();
  const preview = trpc.teacher.getClassroomPreview.useQuery({ id });
  return (
    <ClassroomPage name={preview.data?.name}>
      <Alert color="blue" variant="light" icon={<IconEye size={18} />} title={t('exercises.classroom.preview')}>
        {t('exercises.classroom.previewText')}
      </Alert>
      {preview.error ? (
        <ClassAccessError error={preview.error} classId={id} />
      ) : !preview.data ? (
        <Loading />
      ) : (
        <>
          <Bulletin html={preview.data.bulletin} />
          <Title order={2} size="h4">
            {t('exercises.classroom.homework')}
          </Title>
          <PreviewTable homework={preview.data.homeworkList} />
        </>
      )}
    </ClassroomPage>
  );
}

/** The published homework with its due date and an exam's window. */
function PreviewTable({ homework }: { homework: PreviewHomework[] }) {
  const { t } = useTranslation();
  if (homework.length === 0)
    return <EmptyState icon={IconClipboardList} text={t('exercises.classroom.previewEmpty')} />;
  return (
    <StackedTable
      aria-label={t('exercises.classroom.homework')}
      headers={[t('exercises.homework'), t('exercises.dueDate')]}
    >
      {homework.map((h) => (
        <Table.Tr key={h._id}>
          <Table.Td>
            <HomeworkName name={h.name} isExam={h.isExam} minutes={h.examDuration} />
          </Table.Td>
          <Table.Td>
            <Stack gap={2}>
              {h.dueDate && <Text size="sm">{formatDateTime(h.dueDate)}</Text>}
              {h.opensAt && (
                <Text size="sm" c="dimmed">
                  {t('exercises.runner.opensAt', { time: formatDateTime(h.opensAt) })}
                </Text>
              )}
              {h.closesAt && (
                <Text size="sm" c="dimmed">
                  {t('exercises.runner.closesAt', { time: formatDateTime(h.closesAt) })}
                </Text>
              )}
            </Stack>
          </Table.Td>
        </Table.Tr>
      ))}
    </StackedTable>
  );
}

/** The page around the classroom's content: the heading, then the content, then the physics demo. */
function ClassroomPage({ name, children }: { name: string | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <ClassPageHeading title={t('exercises.classroom.title')} className={name} />
        {children}
        <Title order={2} size="h4">
          {t('exercises.classroom.demo')}
          {t('app.colon')}
          {t('exercises.sim.title')}
        </Title>
        <Paper withBorder radius="md" p="md">
          <ProjectileDemo />
        </Paper>
      </Stack>
    </Container>
  );
}
