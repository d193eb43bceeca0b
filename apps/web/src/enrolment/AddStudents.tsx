import { Container, Stack } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { PageHeading } from '../ui/PageHeading';
import { InterestTable } from './InterestTable';
import { RosterTable } from './RosterTable';
import { StudentSearch } from './StudentSearch';

/** A teacher's class: find and add students, its roster and its interest/registration requests. */
export function AddStudents() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id } = useParams({ from: '/teach/class/$id/addStudent' });
  const cls = trpc.public.getClassById.useQuery({ id });
  // The roster answers 403/404 for a class that is not the teacher's: then the screen shows only that.
  const roster = trpc.teacher.studentList.useQuery({ classID: id });
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageHeading
          back={{ label: t('enrolment.roster.back'), href: '/teach/classlist' }}
          title={t('enrolment.roster.title')}
          subtitle={cls.data?.name}
        />
        {roster.error ? (
          <ErrorAlert message={errorText(roster.error)} />
        ) : (
          <>
            <StudentSearch classId={id} />
            <RosterTable classId={id} />
            <InterestTable classId={id} />
          </>
        )}
      </Stack>
    </Container>
  );
}
