import { Badge, Button, Center, Container, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LessonsLeft } from '../schedule/LessonsLeft';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { useRefreshUserInfo } from '../session/use-refresh-user-info';
import { useUserInfo } from '../session/use-session';
import { AppLink } from '../ui/AppLink';
import { ErrorAlert } from '../ui/ErrorAlert';
import { LinkButton } from '../ui/LinkButton';
import { StackedTable } from '../ui/StackedTable';
import { EmptyState } from './EmptyState';
import { RenewButton } from './RenewButton';
import { formatDate } from './standing';

const emptyIcon = <IconSchool size={36} color="var(--mantine-color-gray-5)" />;

/** A student's classes: expiry shown and start learning (valid) or renew. Other roles get a pointer. */
export function MyClasses() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const isStudent = user?.role === 'Student';
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('enrolment.myClasses.title')}
        </Title>
        {isStudent ? (
          <StudentClasses />
        ) : user?.role === 'Parent' ? (
          <Pointer
            text={t('enrolment.myClasses.forParents')}
            href="/parent/studentlist"
            link={t('enrolment.myClasses.parentLink')}
          />
        ) : (
          <Pointer
            text={t('enrolment.myClasses.forTeachers')}
            href="/teach/classlist"
            link={t('enrolment.myClasses.teacherLink')}
          />
        )}
      </Stack>
    </Container>
  );
}

/** The block shown instead of a list: why there is none, and a link to where to go. */
function Pointer({ text, href, link }: { text: string; href: string; link: string }) {
  return (
    <EmptyState
      icon={emptyIcon}
      text={text}
      action={
        <Button component={AppLink} href={href} variant="light">
          {link}
        </Button>
      }
    />
  );
}

function StudentClasses() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const user = useUserInfo();
  const classes = trpc.user.getMyClasses.useQuery();
  // A registration confirmed or expired since start-up changes the student's menu (Resources).
  useRefreshUserInfo();
  if (classes.error) return <ErrorAlert message={errorText(classes.error)} />;
  if (!classes.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (classes.data.list.length === 0)
    return <Pointer text={t('enrolment.myClasses.empty')} href="/" link={t('enrolment.myClasses.browse')} />;
  return (
    <StackedTable
      headers={[t('enrolment.myClasses.name'), t('enrolment.myClasses.expiredTime'), t('enrolment.myClasses.action')]}
    >
      {classes.data.list.map((entry) => {
        const id = entry.classInfo.classID._id;
        return (
          <Table.Tr key={id}>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <Text fw={500}>{entry.classInfo.name}</Text>
                {user && <LessonsLeft classId={id} studentId={user._id} />}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Group gap={6}>
                {formatDate(entry.expirationDate)}
                {!entry.isValid && (
                  <Badge color="red" variant="light" size="sm" tt="none">
                    {t('enrolment.myClasses.expired')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              {entry.isValid ? (
                <LinkButton href={`/myHomework/${id}`} icon={IconPlayerPlay}>
                  {t('enrolment.myClasses.startLearning')}
                </LinkButton>
              ) : (
                <RenewButton classId={id} />
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </StackedTable>
  );
}
