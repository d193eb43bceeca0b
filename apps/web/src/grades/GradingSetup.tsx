import { Button, Container, Stack, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../exercises/Loading';
import { useErrorText } from '../session/errors';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { PageHeading } from '../ui/PageHeading';
import { PaperSection } from '../ui/PaperSection';
import { StackedTable } from '../ui/StackedTable';
import { CategoriesForm } from './CategoriesForm';
import { categoryName } from './format';
import { HomeworkGradingModal } from './HomeworkGradingModal';

export type GradeSetup = RouterOutputs['teacher']['getGradeSetup'];
export type SetupHomework = GradeSetup['homework'][number];

/**
 * /teach/class/{id}/grading: the class's grade categories with their weights, and each homework's
 * category, points, late penalty and attempts.
 */
export function GradingSetup() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id } = useParams({ from: '/teach/class/$id/grading' });
  const cls = trpc.public.getClassById.useQuery({ id });
  const setup = trpc.teacher.getGradeSetup.useQuery({ classId: id });
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageHeading
          back={{ label: t('grades.setup.back'), href: `/teach/class/${id}/gradebook` }}
          title={t('grades.setup.title')}
          subtitle={cls.data?.name}
        />
        {setup.error ? (
          <ErrorAlert message={errorText(setup.error)} />
        ) : !setup.data ? (
          <Loading />
        ) : (
          <>
            <PaperSection title={t('grades.setup.categories')} order={2} size="h3" gap="sm">
              <Text size="sm" c="dimmed">
                {t('grades.setup.categoriesHint')}
              </Text>
              <CategoriesForm
                key={setup.data.categories.map((c) => `${c._id}:${c.name}:${c.weight}`).join('|')}
                classId={id}
                categories={setup.data.categories}
              />
            </PaperSection>
            <HomeworkSection classId={id} setup={setup.data} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function HomeworkSection({ classId, setup }: { classId: string; setup: GradeSetup }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<SetupHomework | null>(null);
  const kindName = (kind: string) => t(`grades.kinds.${kind as 'custom'}`);
  const nameOf = (categoryId: string) => {
    const c = setup.categories.find((x) => x._id === categoryId);
    return c ? categoryName(c, kindName) : t('grades.none');
  };
  return (
    <PaperSection title={t('grades.setup.homework')} order={2} size="h3" gap="sm">
      {setup.homework.length === 0 ? (
        <Text c="dimmed">{t('grades.setup.homeworkEmpty')}</Text>
      ) : (
        <StackedTable
          withBorder={false}
          aria-label={t('grades.setup.homework')}
          headers={[
            t('grades.setup.homeworkName'),
            t('grades.setup.category'),
            t('grades.setup.points'),
            t('grades.setup.latePenalty'),
            t('grades.setup.attempts'),
            t('grades.setup.actions'),
          ]}
        >
          {setup.homework.map((h) => (
            <Table.Tr key={h.homeworkId}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {h.name}
                </Text>
              </Table.Td>
              <Table.Td>{nameOf(h.categoryId)}</Table.Td>
              <Table.Td>
                {h.points === null ? t('grades.setup.pointsDefault', { count: h.questionCount }) : h.points}
              </Table.Td>
              <Table.Td>
                {h.latePenaltyPercent === 0
                  ? t('grades.setup.noPenalty')
                  : t('grades.setup.perDay', { percent: h.latePenaltyPercent })}
              </Table.Td>
              <Table.Td>
                {t('grades.setup.attemptsValue', {
                  count: h.attemptsAllowed,
                  counted: t(`grades.setup.countedShort.${h.attemptsCounted}`),
                })}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => setEditing(h)}
                  aria-label={t('grades.setup.editNamed', { name: h.name })}
                >
                  {t('grades.setup.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </StackedTable>
      )}
      <HomeworkGradingModal
        classId={classId}
        categories={setup.categories}
        homework={editing}
        onClose={() => setEditing(null)}
      />
    </PaperSection>
  );
}
