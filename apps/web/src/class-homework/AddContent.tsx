import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../exercises/Loading';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { AppLink } from '../ui/AppLink';
import { BackLink } from '../ui/BackLink';
import { ErrorAlert } from '../ui/ErrorAlert';
import { ClassHomeworkTable } from './ClassHomeworkTable';
import { HomeworkSearch } from './HomeworkSearch';

/** /teach/class/{id}/addContent: find and add homework, publish it to students, and open corrections. */
export function AddContent() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id } = useParams({ from: '/teach/class/$id/addContent' });
  const cls = trpc.public.getClassById.useQuery({ id });
  const list = cls.data?.homeworkList;
  const added = useMemo(() => new Set((list ?? []).map((h) => h.hwID._id)), [list]);
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <BackLink label={t('classHomework.back')} href="/teach/classlist" />
          <Group justify="space-between" mt="xs">
            <Title order={1} size="h2">
              {t('classHomework.title')}
            </Title>
            {cls.data?.canEdit && (
              <Group gap="xs">
                <Button component={AppLink} href={`/classroom/${id}`} variant="default">
                  {t('classHomework.studentView')}
                </Button>
                <Button component={AppLink} href={`/teach/class/${id}/gradebook`} variant="light">
                  {t('gradebook.open')}
                </Button>
                <Button component={AppLink} href={`/teach/class/${id}/grading`} variant="default">
                  {t('grades.setup.open')}
                </Button>
              </Group>
            )}
          </Group>
          {cls.data && (
            <Text c="dimmed" size="lg">
              {cls.data.name}
            </Text>
          )}
        </div>
        {cls.error ? (
          <ErrorAlert message={errorText(cls.error)} />
        ) : !cls.data ? (
          <Loading />
        ) : !cls.data.canEdit ? (
          // Another teacher's class: only the refusal, as on Add students.
          <ErrorAlert message={t('messages.forbidden')} />
        ) : (
          <>
            <HomeworkSearch classId={id} added={added} />
            <ClassHomeworkTable classId={id} list={list ?? []} />
          </>
        )}
      </Stack>
    </Container>
  );
}
