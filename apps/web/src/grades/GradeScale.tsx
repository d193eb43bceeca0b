import { ActionIcon, Button, Container, Group, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { GradeBand } from '@quanta/grading/course-grade';
import { gradeSetupLimits } from '@quanta/validators';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../exercises/Loading';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { StackedTable } from '../ui/StackedTable';
import { useMutationError } from '../ui/use-mutation-error';
import { bandsOf, presetOf, scalePresets, withBandAdded, withBandRemoved } from './format';

/** /admin/grade-scale: the bands every course grade's letter comes from, from a preset or edited. */
export function GradeScale() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const scale = trpc.admin.getGradeScale.useQuery();
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('grades.scale.title')}
        </Title>
        <Text c="dimmed">{t('grades.scale.hint')}</Text>
        {scale.error ? (
          <ErrorAlert message={errorText(scale.error)} />
        ) : !scale.data ? (
          <Loading />
        ) : (
          <ScaleForm key={JSON.stringify(scale.data.bands)} bands={scale.data.bands} />
        )}
      </Stack>
    </Container>
  );
}

/** A band in the form: its min as the field holds it (text while being typed). */
type Row = { label: string; min: number | string };

function ScaleForm(props: { bands: GradeBand[] }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [bands, setBands] = useState<Row[]>(() => bandsOf(props.bands));
  const [error, setError] = useState<string | null>(null);
  const save = trpc.admin.setGradeScale.useMutation({
    ...useMutationError(setError),
    onSuccess: (saved) => {
      notifySuccess(t('messages.gradeScaleSaved'));
      utils.admin.getGradeScale.setData(undefined, { bands: saved.bands });
    },
  });
  const asBands = (rows: Row[]): GradeBand[] =>
    rows.map((b) => ({ label: b.label.trim(), min: typeof b.min === 'number' ? b.min : Number(b.min) }));
  const edit = (i: number, change: Partial<Row>) =>
    setBands((list) => list.map((b, j) => (j === i ? { ...b, ...change } : b)));
  const preset = presetOf(asBands(bands));
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ bands: asBands(bands) });
      }}
    >
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {t('grades.scale.presets')}
          </Text>
          {(['letters', 'bands'] as const).map((key) => (
            <Button
              key={key}
              size="xs"
              variant={preset === key ? 'filled' : 'default'}
              aria-pressed={preset === key}
              onClick={() => setBands(bandsOf(scalePresets[key]))}
            >
              {t(key === 'letters' ? 'grades.scale.presetLetters' : 'grades.scale.presetBands')}
            </Button>
          ))}
        </Group>
        <StackedTable
          aria-label={t('grades.scale.title')}
          headers={[t('grades.scale.band'), t('grades.scale.label'), t('grades.scale.min'), t('grades.setup.actions')]}
        >
          {bands.map((b, i) => (
            // Bands have no identity of their own: a row is its place in the scale.
            // biome-ignore lint/suspicious/noArrayIndexKey: the row is its position.
            <Table.Tr key={i}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {i + 1}
                </Text>
              </Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={t('grades.scale.labelOf', { n: i + 1 })}
                  value={b.label}
                  maxLength={gradeSetupLimits.bandLabel}
                  onChange={(e) => edit(i, { label: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  size="xs"
                  w={110}
                  aria-label={t('grades.scale.minOf', { n: i + 1 })}
                  value={b.min}
                  min={0}
                  max={100}
                  allowNegative={false}
                  decimalScale={1}
                  readOnly={i === bands.length - 1}
                  onChange={(v) => edit(i, { min: v })}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={bands.length <= 1}
                  onClick={() => setBands((list) => withBandRemoved(asBands(list), i))}
                  aria-label={t('grades.scale.removeNamed', { n: i + 1 })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </StackedTable>
        <ErrorAlert message={error} />
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            disabled={bands.length >= gradeSetupLimits.bandsMax}
            onClick={() => setBands((list) => withBandAdded(asBands(list)))}
          >
            {t('grades.scale.add')}
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {t('grades.scale.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
