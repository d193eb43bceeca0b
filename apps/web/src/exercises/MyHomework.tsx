import { Container, Group, Stack } from '@mantine/core';
import { IconChalkboard } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { GradesLink } from '../grades/GradesLink';
import { trpc } from '../session/trpc';
import { ButtonLink } from '../ui/links';
import { Bulletin } from './Bulletin';
import { ClassAccessError } from './ClassAccessError';
import { ClassPageHeading } from './ClassPageHeading';
import { ExerciseTable } from './ExerciseTable';
import { Loading } from './Loading';
import { StudentActions } from './StudentActions';

/** Start learning: the class's bulletin and the student's homework in it, with progress and accuracy, and a link to its classroom. */
export function MyHomework() {
  const { t } = useTranslation();
  const { classId } = useParams({ from: '/myHomework/$classId' });
  const content = trpc.user.getClassesContent.useQuery({ id: classId });
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <ClassPageHeading title={t('exercises.myHomework.title')} className={content.data?.name} />
          <ButtonLink
            to="/classroom/$id"
            params={{ id: classId }}
            variant="light"
            leftSection={<IconChalkboard size={16} />}
          >
            {t('exercises.myHomework.classroom')}
          </ButtonLink>
          <GradesLink classId={classId} />
        </Group>
        {content.error ? (
          <ClassAccessError error={content.error} classId={classId} />
        ) : !content.data ? (
          <Loading />
        ) : (
          <>
            <Bulletin html={content.data.bulletin} />
            <ExerciseTable
              exercises={content.data.homeworkList.map((h) => h.exercise)}
              label={t('exercises.myHomework.title')}
              empty={t('exercises.myHomework.empty')}
              actions={(e) => <StudentActions exercise={e} />}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
