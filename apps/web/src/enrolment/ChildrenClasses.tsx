import { Anchor, Button, Center, Container, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconSchool, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChildTrend } from '../analysis/ChildTrend';
import { LessonsLeft } from '../schedule/LessonsLeft';
import { useErrorText } from '../session/errors';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { useUserInfo } from '../session/use-session';
import { AppLink } from '../ui/AppLink';
import { ErrorAlert } from '../ui/ErrorAlert';
import { StackedTable } from '../ui/StackedTable';
import { EmptyState } from './EmptyState';
import { StandingText } from './StandingText';
import { formatDate } from './standing';
import { WaitingChildren } from './WaitingChildren';

type Child = RouterOutputs['user']['getStudentsByEmail'][number];

const gray = 'var(--mantine-color-gray-5)';

/** My Children Class: a parent's children, each with their classes, expiry and status. */
export function ChildrenClasses() {
  const { t } = useTranslation();
  const user = useUserInfo();
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('enrolment.children.title')}
        </Title>
        {user?.role === 'Parent' ? (
          <>
            <WaitingChildren />
            <Children />
          </>
        ) : (
          <EmptyState icon={<IconUsers size={36} color={gray} />} text={t('enrolment.children.parentsOnly')} />
        )}
      </Stack>
    </Container>
  );
}

function Children() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const children = trpc.user.getStudentsByEmail.useQuery();
  if (children.error) return <ErrorAlert message={errorText(children.error)} />;
  if (!children.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (children.data.length === 0)
    return <EmptyState icon={<IconUsers size={36} color={gray} />} text={t('enrolment.children.noChildren')} />;
  return children.data.map((child) => <ChildCard key={child._id} child={child} />);
}

function ChildCard({ child }: { child: Child }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={child.name}>
      <Group gap="xs" mb="sm" align="baseline">
        <Title order={2} size="h4">
          {child.name}
        </Title>
        <Text size="sm" c="dimmed">
          {child.email}
        </Text>
      </Group>
      <ChildTrend studentId={child._id} name={child.name} />
      {child.classes.length === 0 ? (
        <Stack align="center" gap="xs" py="md">
          <IconSchool size={30} color={gray} />
          <Text c="dimmed" size="sm">
            {t('enrolment.children.noClasses')}
          </Text>
          <Anchor component={AppLink} href="/" size="sm">
            {t('enrolment.children.browse')}
          </Anchor>
        </Stack>
      ) : (
        <StackedTable
          withBorder={false}
          headers={[
            t('enrolment.children.className'),
            t('enrolment.children.expiry'),
            t('enrolment.children.status'),
            t('enrolment.children.actions'),
          ]}
        >
          {child.classes.map((entry) => {
            const classId = entry.classInfo.classID._id;
            return (
              <Table.Tr key={classId}>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Anchor component={AppLink} href={`/parent/student/exercise/${child._id}/${classId}`} fw={500}>
                      {entry.classInfo.name}
                    </Anchor>
                    <LessonsLeft classId={classId} studentId={child._id} />
                  </Stack>
                </Table.Td>
                <Table.Td>{formatDate(entry.expirationDate)}</Table.Td>
                <Table.Td>
                  <StandingText entry={entry} withExpiry={false} />
                </Table.Td>
                <Table.Td>
                  <Button component={AppLink} href={`/classRegister/${classId}`} size="xs" variant="light">
                    {t('enrolment.children.registration')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </StackedTable>
      )}
    </Paper>
  );
}
