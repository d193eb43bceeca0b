import { Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { BackLink } from '../ui/BackLink';
import { ErrorAlert } from '../ui/ErrorAlert';
import { CorrectionSheet } from './CorrectionSheet';
import { CorrectionStudents } from './CorrectionStudents';
import { HomeworkName } from './HomeworkName';
import { Loading } from './Loading';
import { RegradeHomeworkButton } from './RegradeButtons';

/** /teacher/correctionExercise/{classId}/{homeworkId}: every student's exercise of one homework, corrected one by one. */
export function CorrectExercise() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { classId, homeworkId } = useParams({ from: '/teacher/correctionExercise/$classId/$homeworkId' });
  const utils = trpc.useUtils();
  const input = { classID: classId, hwID: homeworkId };
  const data = trpc.teacher.getExerciseByClassAndHomework.useQuery(input);
  const [selected, setSelected] = useState<string | null>(null);
  const list = data.data?.list ?? [];
  const current = list.find((e) => e._id === selected) ?? list[0] ?? null;
  const refresh = () => utils.teacher.getExerciseByClassAndHomework.invalidate(input);

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <div>
          <BackLink label={t('exercises.correction.backToContent')} href={`/teach/class/${classId}/addContent`} />
          <Group justify="space-between" mt="xs">
            <Title order={1} size="h2">
              {t('exercises.correction.title')}
            </Title>
            {data.data && list.length > 0 && (
              <RegradeHomeworkButton
                classId={classId}
                homeworkId={homeworkId}
                name={data.data.homework.name}
                onChanged={refresh}
              />
            )}
          </Group>
          {data.data && (
            <Stack gap={0}>
              <HomeworkName
                name={data.data.homework.name}
                isExam={data.data.homework.isExam}
                minutes={data.data.homework.examDuration}
              />
              <Text c="dimmed" size="sm">
                {data.data.class.name}
              </Text>
            </Stack>
          )}
        </div>
        {data.error ? (
          <ErrorAlert message={errorText(data.error)} />
        ) : !data.data ? (
          <Loading />
        ) : list.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Text c="dimmed" ta="center">
              {t('exercises.correction.empty')}
            </Text>
          </Paper>
        ) : (
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <CorrectionStudents exercises={list} selected={current?._id ?? null} onSelect={setSelected} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              {current && (
                <CorrectionSheet
                  key={current._id}
                  exercise={current}
                  language={data.data.language}
                  onChanged={refresh}
                />
              )}
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
