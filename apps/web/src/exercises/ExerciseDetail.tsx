import { Container, Stack, Text } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { useUserInfo } from '../session/use-session';
import { BackLink } from '../ui/BackLink';
import { AnswerReview } from './AnswerReview';
import { ExerciseHeader } from './ExerciseHeader';
import { Loading } from './Loading';
import { useLoadError } from './use-load-error';

/** An exercise read-only, for its student, their parent or the class's teacher; solutions only for students. */
export function ExerciseDetail() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const { id } = useParams({ from: '/student/exercise/$id' });
  const detail = trpc.user.getStudentExerciseDetail.useQuery({ id });
  useLoadError(detail.error);
  const isStudent = user?.role === 'Student';
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
            {detail.data.questionList.map((item, i) => (
              <AnswerReview
                key={item.question._id}
                item={item}
                index={i + 1}
                answerLabel={isStudent ? t('exercises.review.yourAnswer') : t('exercises.review.studentAnswer')}
                showSolution={isStudent}
              />
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}
