import { Container, Paper, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TryAgainFor } from '../grades/TryAgain';
import { trpc } from '../session/trpc';
import { useUserInfo } from '../session/use-session';
import { BackLink } from '../ui/BackLink';
import { FamilyWorkPhotos } from '../work-photos/FamilyWorkPhotos';
import { photosOf } from '../work-photos/types';
import { AnswerReview } from './AnswerReview';
import { ExerciseHeader } from './ExerciseHeader';
import { Loading } from './Loading';
import { useLoadError } from './use-load-error';

/** An exercise read-only, for its student, their parent or the class's teacher; solutions only for students. */
export function ExerciseDetail() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const { id } = useParams({ from: '/student/exercise/$id' });
  const navigate = useNavigate();
  const detail = trpc.user.getStudentExerciseDetail.useQuery({ id });
  useLoadError(detail.error);
  const isStudent = user?.role === 'Student';
  const family = user?.role === 'Student' || user?.role === 'Parent';
  // The class's teacher reads the same screen through the teacher's call.
  const familyPhotos = trpc.user.getWorkPhotos.useQuery({ exerciseId: id }, { enabled: !!user && family });
  const teacherPhotos = trpc.teacher.getWorkPhotos.useQuery({ exerciseId: id }, { enabled: !!user && !family });
  const photos = family ? familyPhotos.data : teacherPhotos.data;
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <div>
          <BackLink label={t('exercises.back')} fallback={isStudent ? '/student/exerciseList' : '/myclasses'} />
        </div>
        {detail.error ? (
          <Text c="dimmed">{t('exercises.runner.loadFailed')}</Text>
        ) : !detail.data ? (
          <Loading />
        ) : (
          <>
            <ExerciseHeader exercise={detail.data} title={t('exercises.detail.title')} />
            {isStudent && (
              <TryAgainFor exerciseId={id} onStarted={() => navigate({ href: `/student/exerciseEdit/${id}` })} />
            )}
            {detail.data.questionList.map((item, i) => (
              <AnswerReview
                key={item.question._id}
                item={item}
                index={i + 1}
                answerLabel={isStudent ? t('exercises.review.yourAnswer') : t('exercises.review.studentAnswer')}
                showSolution={isStudent}
                photos={
                  <FamilyWorkPhotos photos={photosOf(photos, item.question._id)} label={t('workPhotos.familyLabel')} />
                }
              />
            ))}
            {photosOf(photos, null).length > 0 && (
              <Paper withBorder radius="md" p="md">
                <FamilyWorkPhotos photos={photosOf(photos, null)} label={t('workPhotos.homeworkTitle')} />
              </Paper>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
