import { Container, Stack, Text } from '@mantine/core';
import { useParams, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadDialogs } from '../app/Dialogs';
import { BackLink } from '../ui/BackLink';
import { afterPaint } from '../ui/render-in-tasks';
import { Loading } from './Loading';
import { RunnerStart } from './RunnerStart';
import type { ExamClock } from './use-exam-clock';
import { useLoadError } from './use-load-error';
import { useRunnerExercise } from './use-runner-exercise';

/** The questions' screen (answer inputs, the outbox, the check): loaded once Start's screen shows. */
const loadSession = () => import('./RunnerSession');
const RunnerSession = lazy(() => loadSession().then((m) => ({ default: m.RunnerSession })));

/** /student/exerciseEdit/{id}: Start, then the questions one by one; loading errors in a snackbar. */
export function ExerciseRunner() {
  const { t } = useTranslation();
  const router = useRouter();
  const { id } = useParams({ from: '/student/exerciseEdit/$id' });
  const exercise = useRunnerExercise(id);
  const [session, setSession] = useState<{ clock: ExamClock | null; resumed: boolean } | null>(null);
  const classId = exercise.data?.classId;

  useLoadError(exercise.error);
  // The questions' screen and the runner's confirmations must open offline too: their code loads while the
  // connection is up, once the first screen is on screen (so it does not compete with that screen's own
  // requests or hold up its paint), or at once when Start is pressed before that; each in its own task:
  // every request started costs the main thread a little, and together they made a long task.
  const shown = !!exercise.data;
  const started = session !== null;
  useEffect(() => {
    if (!shown) return;
    let later: ReturnType<typeof setTimeout> | undefined;
    const preload = () => {
      preloadDialogs();
      later = setTimeout(() => void loadSession().catch(() => undefined));
    };
    const cancel = started ? undefined : afterPaint(preload);
    if (started) preload();
    return () => {
      cancel?.();
      clearTimeout(later);
    };
  }, [shown, started]);

  const exit = () => {
    if (router.history.canGoBack()) router.history.back();
    else router.history.push(classId ? `/myHomework/${classId}` : '/student/exerciseList');
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <div>
          <BackLink label={t('exercises.back')} fallback="/student/exerciseList" />
        </div>
        {exercise.error ? (
          <Text c="dimmed">{t('exercises.runner.loadFailed')}</Text>
        ) : !exercise.data ? (
          <Loading />
        ) : session ? (
          <Suspense fallback={<Loading />}>
            <RunnerSession
              exercise={exercise.data}
              clock={session.clock}
              resumed={session.resumed}
              offline={exercise.offline}
              onExit={exit}
            />
          </Suspense>
        ) : (
          <RunnerStart
            exercise={exercise.data}
            storedClock={exercise.offline ? exercise.storedClock : null}
            onStarted={(clock, resumed) => {
              exercise.keepClock(clock);
              setSession({ clock, resumed });
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
