import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { AppLink } from '../ui/AppLink';
import { ErrorAlert } from '../ui/ErrorAlert';
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
        <div>
          <Anchor
            component={AppLink}
            href="/teach/classlist"
            size="sm"
            display="inline-flex"
            style={{ alignItems: 'center', gap: 4 }}
          >
            <IconArrowLeft size={14} />
            {t('enrolment.roster.back')}
          </Anchor>
          <Title order={2} mt="xs">
            {t('enrolment.roster.title')}
          </Title>
          {cls.data && (
            <Text c="dimmed" size="lg">
              {cls.data.name}
            </Text>
          )}
        </div>
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
