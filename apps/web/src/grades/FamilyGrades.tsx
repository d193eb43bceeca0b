import { Badge, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../exercises/format';
import { Loading } from '../exercises/Loading';
import { useErrorText } from '../session/errors';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { useUserInfo } from '../session/use-session';
import { ErrorAlert } from '../ui/ErrorAlert';
import { PageHeading } from '../ui/PageHeading';
import { PaperSection } from '../ui/PaperSection';
import { StackedTable } from '../ui/StackedTable';
import { categoryName } from './format';
import { GradeCell } from './GradeCell';
import { TermReportDownload } from './TermReportDownload';

type Grades = RouterOutputs['user']['getGrades'];

/**
 * /grades/{studentId}/{classId}: a student's grades in a class, for the student or their parent: the course
 * grade with its letter, each category's percent, each homework's points, and the term report.
 */
export function FamilyGrades() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const user = useUserInfo();
  const { studentId, classId } = useParams({ from: '/grades/$studentId/$classId' });
  const grades = trpc.user.getGrades.useQuery({ studentId, classId });
  const back = user?.role === 'Parent' ? `/parent/student/exercise/${studentId}/${classId}` : `/myHomework/${classId}`;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <PageHeading
          back={{ label: t('grades.family.back'), href: back }}
          title={t('grades.family.title')}
          subtitle={grades.data?.klass.name}
        />
        {grades.error ? (
          <ErrorAlert message={errorText(grades.error)} />
        ) : !grades.data ? (
          <Loading />
        ) : (
          <GradesBody grades={grades.data} studentId={studentId} classId={classId} />
        )}
      </Stack>
    </Container>
  );
}

function GradesBody({ grades, studentId, classId }: { grades: Grades; studentId: string; classId: string }) {
  const { t } = useTranslation();
  const kindName = (kind: string) => t(`grades.kinds.${kind as 'custom'}`);
  const nameOf = (categoryId: string) => {
    const c = grades.categories.find((x) => x._id === categoryId);
    return c ? categoryName(c, kindName) : t('grades.none');
  };
  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h3">
            {t('grades.family.course')}
          </Title>
          <Text size="xl" fw={700} data-testid="family-course">
            {grades.percent === null
              ? t('grades.family.noGrade')
              : grades.letter === null
                ? t('grades.percent', { percent: grades.percent })
                : t('grades.courseValue', { percent: grades.percent, letter: grades.letter })}
          </Text>
        </Group>
      </Paper>
      <PaperSection title={t('grades.family.categories')} order={2} size="h4" gap="sm">
        <StackedTable
          withBorder={false}
          aria-label={t('grades.family.categories')}
          headers={[t('grades.family.category'), t('grades.setup.weight'), t('grades.family.grade')]}
        >
          {grades.categories.map((c) => {
            const p = grades.categoryPercents.find((x) => x.categoryId === c._id)?.percent ?? null;
            return (
              <Table.Tr key={c._id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {categoryName(c, kindName)}
                  </Text>
                </Table.Td>
                <Table.Td>{c.weight}</Table.Td>
                <Table.Td>{p === null ? t('grades.notCounted') : t('grades.percent', { percent: p })}</Table.Td>
              </Table.Tr>
            );
          })}
        </StackedTable>
      </PaperSection>
      <PaperSection title={t('grades.family.homework')} order={2} size="h4" gap="sm">
        {grades.homework.length === 0 ? (
          <Text c="dimmed">{t('grades.family.empty')}</Text>
        ) : (
          <StackedTable
            withBorder={false}
            aria-label={t('grades.family.homework')}
            headers={[
              t('grades.family.homeworkName'),
              t('grades.family.category'),
              t('grades.family.dueDate'),
              t('grades.family.grade'),
            ]}
          >
            {grades.homework.map((h) => (
              <Table.Tr key={h._id}>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm" fw={500}>
                      {h.name || t('exercises.untitled')}
                    </Text>
                    {h.isExam && (
                      <Badge size="sm" variant="light" color="red" tt="none">
                        {t('grades.kinds.exam')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{nameOf(h.categoryId)}</Table.Td>
                <Table.Td>{h.dueDate ? formatDateTime(h.dueDate) : t('grades.none')}</Table.Td>
                <Table.Td>
                  <GradeCell cell={h} />
                </Table.Td>
              </Table.Tr>
            ))}
          </StackedTable>
        )}
      </PaperSection>
      <PaperSection title={t('grades.family.termReport')} order={2} size="h4" gap="sm">
        <TermReportDownload classId={classId} studentId={studentId} name={grades.klass.name} as="family" />
      </PaperSection>
    </>
  );
}
