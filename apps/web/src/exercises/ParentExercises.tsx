import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { AppLink } from '../ui/AppLink';
import { ErrorAlert } from '../ui/ErrorAlert';
import { BackLink } from './BackLink';
import { ExerciseTable } from './ExerciseTable';
import { Loading } from './Loading';

/** /parent/student/exercise/{studentId}/{classId}: a child's exercises in one class. */
export function ParentExercises() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { studentId, classId } = useParams({ from: '/parent/student/exercise/$studentId/$classId' });
  const data = trpc.user.getStudentExerciseList.useQuery({ studentId, classId });
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <div>
          <BackLink label={t('exercises.parent.back')} href="/parent/studentlist" />
          <Title order={2} mt="xs">
            {data.data
              ? t('exercises.parent.title', { name: data.data.student.name })
              : t('exercises.parent.fallbackTitle')}
          </Title>
          {data.data && (
            <Text c="dimmed" size="lg">
              {data.data.class.name}
            </Text>
          )}
        </div>
        {data.error ? (
          <ErrorAlert message={errorText(data.error)} />
        ) : !data.data ? (
          <Loading />
        ) : (
          <ExerciseTable
            exercises={data.data.list}
            label={t('exercises.parent.fallbackTitle')}
            empty={t('exercises.parent.empty')}
            actions={(e) => (
              <Button
                component={AppLink}
                href={`/student/exercise/${e._id}`}
                size="xs"
                variant="light"
                leftSection={<IconEye size={14} />}
              >
                {t('exercises.viewDetails')}
              </Button>
            )}
          />
        )}
      </Stack>
    </Container>
  );
}
