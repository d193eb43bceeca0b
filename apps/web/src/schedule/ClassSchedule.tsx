import { Alert, Anchor, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { AppLink } from '../ui/AppLink';
import { ErrorAlert } from '../ui/ErrorAlert';
import { PageHeading } from '../ui/PageHeading';
import { LessonList } from './LessonList';
import { SlotsForm } from './SlotsForm';

/** `/teach/class/{id}/schedule`: a class's weekly slots, and its lessons to move, cancel or hand over. */
export function ClassSchedule() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id } = useParams({ from: '/teach/class/$id/schedule' });
  const found = trpc.public.getClassById.useQuery({ id });
  const lessons = trpc.teacher.getClassLessons.useQuery({ classId: id });
  const view = found.data;
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="lg">
      <Stack gap="lg">
        <PageHeading
          back={{ label: t('schedule.back'), href: '/teach/classlist' }}
          title={t('schedule.title')}
          subtitle={view?.name}
        />
        {view &&
          (view.startDate && view.endDate ? (
            <Text>{t('schedule.dates', { start: view.startDate, end: view.endDate })}</Text>
          ) : (
            <Alert color="yellow" variant="light">
              {t('schedule.noDates')}{' '}
              <Anchor component={AppLink} href={`/teach/class/${id}/edit`}>
                {t('schedule.editClass')}
              </Anchor>
            </Alert>
          ))}
        {lessons.error ? (
          <ErrorAlert message={errorText(lessons.error)} />
        ) : !lessons.data ? (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : (
          <>
            <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <IconClock size={16} aria-hidden />
              {t('schedule.timeZone', { zone: lessons.data.timeZone })}
            </Text>
            <SlotsForm
              // A fresh form for each saved state: the slots read back after a save become its rows.
              key={JSON.stringify(lessons.data.slots)}
              classId={id}
              slots={lessons.data.slots}
            />
            <Title order={2} size="h4">
              {t('schedule.lessons.title')}
            </Title>
            <LessonList classId={id} list={lessons.data.list} timeZone={lessons.data.timeZone} />
          </>
        )}
      </Stack>
    </Container>
  );
}
