import { Container, Paper, Stack, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { Bulletin } from './Bulletin';
import { ClassAccessError } from './ClassAccessError';
import { ClassPageHeading } from './ClassPageHeading';
import { ExerciseTable } from './ExerciseTable';
import { Loading } from './Loading';
import { StudentActions } from './StudentActions';
import { ProjectileDemo } from './simulation/ProjectileDemo';

/** /classroom/{id}: the class's bulletin and homework for the student, and the physics demo. */
export function Classroom() {
  const { t } = useTranslation();
  const { id } = useParams({ from: '/classroom/$id' });
  const content = trpc.user.getClassesContent.useQuery({ id });
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <ClassPageHeading title={t('exercises.classroom.title')} className={content.data?.name} />
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
          </>
        )}
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
