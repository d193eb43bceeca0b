import { Group, Input, NumberInput, Stack, Text } from '@mantine/core';
import { bodyLimits } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../richtext';
import { blankHint, type HintForm, removeAt, updateAt } from './body-form';
import { AddButton, RemoveButton } from './ListButtons';
import { useProblemAt } from './problem-context';

interface HintFieldsProps {
  hints: HintForm[];
  penalty: number;
  onHints: (hints: HintForm[]) => void;
  onPenalty: (penalty: number) => void;
}

/** Up to five hints, revealed one at a time after wrong tries, and the credit each one takes. */
export function HintFields({ hints, penalty, onHints, onPenalty }: HintFieldsProps) {
  const { t } = useTranslation();
  const hintsProblem = useProblemAt('body.hints');
  const penaltyProblem = useProblemAt('body.hintPenalty');
  return (
    <Stack gap="sm">
      <div>
        <Text fw={500} size="sm">
          {t('questions.edit.hints')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('questions.edit.hintsHint')}
        </Text>
      </div>
      {hints.map((hint, i) => {
        const n = i + 1;
        return (
          <Group key={hint.key} gap="xs" align="flex-start" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>
              <RichTextEditor
                label={t('questions.edit.hint', { n })}
                value={hint.text}
                onChange={(text) => onHints(updateAt(hints, i, (h) => ({ ...h, text })))}
                minHeight={50}
              />
            </div>
            <RemoveButton label={t('questions.edit.removeHint', { n })} onClick={() => onHints(removeAt(hints, i))} />
          </Group>
        );
      })}
      <AddButton
        label={t('questions.edit.addHint')}
        disabled={hints.length >= bodyLimits.hints}
        onClick={() => onHints([...hints, blankHint()])}
      />
      {hintsProblem && <Input.Error>{hintsProblem}</Input.Error>}
      {hints.length > 0 && (
        <NumberInput
          label={t('questions.edit.hintPenalty')}
          description={t('questions.edit.hintPenaltyHint')}
          min={0}
          max={100}
          clampBehavior="strict"
          decimalScale={3}
          value={penalty}
          onChange={(v) => onPenalty(Number(v) || 0)}
          error={penaltyProblem}
          maw={240}
        />
      )}
    </Stack>
  );
}
