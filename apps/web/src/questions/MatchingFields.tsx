import { Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { bodyLimits } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../richtext';
import { blankPair, type PairForm, removeAt, updateAt } from './body-form';
import { AddButton, RemoveButton } from './ListButtons';
import { useProblemAt } from './problem-context';

interface MatchingFieldsProps {
  pairs: PairForm[];
  distractors: string[];
  onPairs: (pairs: PairForm[]) => void;
  onDistractors: (distractors: string[]) => void;
}

/** A matching question's pairs (a prompt and its match) and the matches that belong to no prompt. */
export function MatchingFields({ pairs, distractors, onPairs, onDistractors }: MatchingFieldsProps) {
  const { t } = useTranslation();
  const problem = useProblemAt('body.pairs');
  const full = pairs.length + distractors.length >= bodyLimits.pairs;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={500} size="sm">
          {t('questions.edit.pairs')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('questions.edit.pairsHint')}
        </Text>
      </div>
      {pairs.map((pair, i) => {
        const n = i + 1;
        return (
          <Paper key={pair.key} withBorder radius="sm" p="sm">
            <Stack gap="xs">
              <RichTextEditor
                label={t('questions.edit.prompt', { n })}
                value={pair.prompt}
                onChange={(prompt) => onPairs(updateAt(pairs, i, (p) => ({ ...p, prompt })))}
                minHeight={40}
              />
              <Group gap="sm" align="flex-end" wrap="nowrap">
                <TextInput
                  label={t('questions.edit.match', { n })}
                  value={pair.answer}
                  onChange={(e) => {
                    const answer = e.currentTarget.value;
                    onPairs(updateAt(pairs, i, (p) => ({ ...p, answer })));
                  }}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <RemoveButton
                  label={t('questions.edit.removePair', { n })}
                  onClick={() => onPairs(removeAt(pairs, i))}
                />
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <AddButton label={t('questions.edit.addPair')} disabled={full} onClick={() => onPairs([...pairs, blankPair()])} />
      {problem && <Input.Error>{problem}</Input.Error>}
      <div>
        <Text fw={500} size="sm">
          {t('questions.edit.distractors')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('questions.edit.distractorsHint')}
        </Text>
      </div>
      {distractors.map((answer, i) => {
        const n = i + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: plain inputs, controlled by their index
          <Group key={i} gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('questions.edit.distractor', { n })}
              value={answer}
              onChange={(e) => {
                const text = e.currentTarget.value;
                onDistractors(updateAt(distractors, i, () => text));
              }}
              style={{ flex: 1, minWidth: 0 }}
            />
            <RemoveButton
              label={t('questions.edit.removeDistractor', { n })}
              onClick={() => onDistractors(removeAt(distractors, i))}
            />
          </Group>
        );
      })}
      <AddButton
        label={t('questions.edit.addDistractor')}
        disabled={full}
        onClick={() => onDistractors([...distractors, ''])}
      />
    </Stack>
  );
}
