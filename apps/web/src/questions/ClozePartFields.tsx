import { Group, Input, NativeSelect, NumberInput, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ClozeKind } from '@quanta/grading/body';
import { bodyLimits, choiceCountRange, choiceLetters } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { AcceptedAnswers } from './AcceptedAnswers';
import { blankChoice, type ChoiceForm, type PartForm, removeAt, updateAt } from './body-form';
import { CreditSelect } from './CreditSelect';
import { FeedbackField } from './FeedbackField';
import { AddButton, RemoveButton } from './ListButtons';
import { useProblemAt } from './problem-context';
import { UnitRows } from './UnitRows';

const kinds = ['number', 'choice', 'text'] as const satisfies readonly ClozeKind[];

interface ClozePartFieldsProps {
  /** 1-based, as its marker `{#n}`. */
  n: number;
  part: PartForm;
  onChange: (part: PartForm) => void;
  onRemove: () => void;
}

/** One cloze part: its kind and weight, then its accepted answers (and units) or its choices. */
export function ClozePartFields({ n, part, onChange, onRemove }: ClozePartFieldsProps) {
  const { t } = useTranslation();
  const problem = useProblemAt(`body.parts.${n - 1}`);
  const change = (patch: Partial<PartForm>) => onChange({ ...part, ...patch });
  return (
    <Paper withBorder radius="sm" p="sm" component="fieldset" style={{ minWidth: 0 }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text component="legend" fw={600}>
            {t('questions.edit.part', { n })} <Text span c="dimmed">{`{#${n}}`}</Text>
          </Text>
          <RemoveButton label={t('questions.edit.removePart', { n })} onClick={onRemove} />
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('questions.edit.partKind')}
            data={kinds.map((kind) => ({ value: kind, label: t(`questions.edit.partKinds.${kind}`) }))}
            value={part.kind}
            onChange={(e) => change({ kind: e.currentTarget.value as ClozeKind })}
            w={150}
          />
          <NumberInput
            label={t('questions.edit.weight')}
            min={1}
            max={bodyLimits.weight}
            allowDecimal={false}
            value={part.weight}
            onChange={(v) => change({ weight: Number(v) || 1 })}
            w={110}
          />
        </Group>
        {part.kind === 'choice' ? (
          <PartChoices choices={part.choices} onChange={(choices) => change({ choices })} />
        ) : (
          <AcceptedAnswers
            answers={part.answers}
            onChange={(answers) => change({ answers })}
            isNumber={part.kind === 'number'}
            required
          />
        )}
        {part.kind === 'number' && <UnitRows units={part.units} onChange={(units) => change({ units })} />}
        {part.kind === 'text' && (
          <Switch
            label={t('questions.edit.caseSensitive')}
            checked={part.caseSensitive}
            onChange={(e) => change({ caseSensitive: e.currentTarget.checked })}
          />
        )}
        {problem && <Input.Error>{problem}</Input.Error>}
      </Stack>
    </Paper>
  );
}

/** A choice part's choices: plain texts (they are offered in a drop-down), each with credit and feedback. */
function PartChoices({ choices, onChange }: { choices: ChoiceForm[]; onChange: (choices: ChoiceForm[]) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {choices.map((choice, i) => {
        const letter = choiceLetters[i] ?? '';
        const change = (patch: Partial<ChoiceForm>) => onChange(updateAt(choices, i, (c) => ({ ...c, ...patch })));
        return (
          <Stack key={choice.key} gap={4}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                label={t('questions.answer', { letter })}
                value={choice.text}
                onChange={(e) => change({ text: e.currentTarget.value })}
                style={{ flex: '1 1 10rem' }}
              />
              <CreditSelect
                name={t('questions.edit.creditOf', { letter })}
                value={choice.fraction}
                onChange={(fraction) => change({ fraction })}
              />
              <RemoveButton
                label={t('questions.edit.removeChoice', { letter })}
                disabled={choices.length <= choiceCountRange.min}
                onClick={() => onChange(removeAt(choices, i))}
              />
            </Group>
            <FeedbackField
              label={t('questions.edit.feedbackOn', { letter })}
              value={choice.feedback}
              onChange={(feedback) => change({ feedback })}
            />
          </Stack>
        );
      })}
      <AddButton
        label={t('questions.edit.addChoice')}
        disabled={choices.length >= choiceCountRange.max}
        onClick={() => onChange([...choices, blankChoice()])}
      />
    </Stack>
  );
}
