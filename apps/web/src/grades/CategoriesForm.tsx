import { ActionIcon, Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type GradeCategoryKind, gradeCategoryKinds } from '@quanta/grading/course-grade';
import { gradeSetupLimits } from '@quanta/validators';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { StackedTable } from '../ui/StackedTable';
import { useMutationError } from '../ui/use-mutation-error';
import { categoryName, weightShares } from './format';

interface Row {
  /** The stored category's id (the defaults have theirs before they are stored); none for a new one. */
  _id?: string;
  kind: GradeCategoryKind;
  name: string;
  weight: number | string;
  /** React's key for the row. */
  key: string;
}

const kindOf = (kind: string): GradeCategoryKind =>
  gradeCategoryKinds.find((k) => k === kind) ?? ('custom' as GradeCategoryKind);

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `new-${nextKey}`;
};

/** The class's categories and weights as one form: a weight and a name each; the school's own added or removed. */
export function CategoriesForm({
  classId,
  categories,
}: {
  classId: string;
  categories: { _id: string; kind: string; name: string; weight: number }[];
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ categories: Row[] }>({
    initialValues: {
      categories: categories.map((c) => ({
        _id: c._id,
        kind: kindOf(c.kind),
        name: c.name,
        weight: c.weight,
        key: c._id,
      })),
    },
  });
  const save = trpc.teacher.saveGradeCategories.useMutation({
    ...useMutationError(setError),
    onSuccess: (saved) => {
      notifySuccess(t('messages.gradeCategoriesSaved'));
      utils.teacher.getGradeSetup.setData({ classId }, { categories: saved.categories, homework: saved.homework });
      return utils.teacher.getGradebook.invalidate({ classId });
    },
  });
  const rows = form.values.categories;
  const weightOf = (r: Row) => (typeof r.weight === 'number' ? r.weight : Number(r.weight) || 0);
  const shares = weightShares(rows.map((r) => ({ weight: weightOf(r) })));
  const kindName = (kind: string) => t(`grades.kinds.${kind as 'custom'}`);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate({
          classId,
          categories: values.categories.map((r) => ({
            ...(r._id ? { _id: r._id } : {}),
            kind: r.kind,
            name: r.name.trim(),
            weight: typeof r.weight === 'number' ? r.weight : Number(r.weight),
          })),
        }),
      )}
    >
      <Stack gap="sm">
        <StackedTable
          withBorder={false}
          aria-label={t('grades.setup.categories')}
          headers={[
            t('grades.setup.category'),
            t('grades.setup.name'),
            t('grades.setup.weight'),
            t('grades.setup.share'),
            t('grades.setup.actions'),
          ]}
        >
          {rows.map((r, i) => {
            const label = categoryName(r, kindName) || t('grades.setup.nameOf', { n: i + 1 });
            return (
              <Table.Tr key={r.key}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {t(`grades.kinds.${r.kind}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={t('grades.setup.nameOf', { n: i + 1 })}
                    placeholder={r.kind === 'custom' ? undefined : kindName(r.kind)}
                    required={r.kind === 'custom'}
                    maxLength={gradeSetupLimits.categoryName}
                    {...form.getInputProps(`categories.${i}.name`)}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    w={110}
                    aria-label={t('grades.setup.weightOf', { name: label })}
                    min={0}
                    max={gradeSetupLimits.weightMax}
                    allowNegative={false}
                    decimalScale={2}
                    {...form.getInputProps(`categories.${i}.weight`)}
                  />
                </Table.Td>
                <Table.Td>{t('grades.percent', { percent: shares[i] })}</Table.Td>
                <Table.Td>
                  {r.kind === 'custom' ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => form.removeListItem('categories', i)}
                      aria-label={t('grades.setup.removeNamed', { name: label })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  ) : (
                    t('grades.none')
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </StackedTable>
        <ErrorAlert message={error} />
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            disabled={rows.length >= gradeSetupLimits.categoriesMax}
            onClick={() =>
              form.insertListItem('categories', { kind: 'custom', name: '', weight: 10, key: newKey() } satisfies Row)
            }
          >
            {t('grades.setup.add')}
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {t('grades.setup.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
