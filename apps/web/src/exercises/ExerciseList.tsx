import { Button, Container, Stack, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { AppLink } from '../ui/AppLink';
import { ErrorAlert } from '../ui/ErrorAlert';
import { ExerciseTable } from './ExerciseTable';
import { Loading } from './Loading';
import { StudentActions } from './StudentActions';

/** All of a student's exercises across classes, newest first. */
export function ExerciseList() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const list = trpc.user.getExerciseList.useQuery();
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={2}>{t('exercises.list.title')}</Title>
        {list.error ? (
          <ErrorAlert message={errorText(list.error)} />
        ) : !list.data ? (
          <Loading />
        ) : (
          <ExerciseTable
            exercises={list.data.list}
            label={t('exercises.list.title')}
            empty={t('exercises.list.empty')}
            showClass
            actions={(e) =>
              e.isValid ? (
                <StudentActions exercise={e} />
              ) : (
                <Button
                  component={AppLink}
                  href={`/classRegister/${e.classId}`}
                  size="xs"
                  variant="light"
                  color="orange"
                  leftSection={<IconRefresh size={14} />}
                >
                  {t('exercises.myHomework.renew')}
                </Button>
              )
            }
          />
        )}
      </Stack>
    </Container>
  );
}
