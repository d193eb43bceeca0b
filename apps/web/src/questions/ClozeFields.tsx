import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { bodyLimits } from '@quanta/validators';
import { IconBracketsContain } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type PartForm, updateAt } from './body-form';
import { ClozePartFields } from './ClozePartFields';
import { clozeMarker } from './cloze-markers';
import { useOwnProblem } from './problem-context';

interface ClozeFieldsProps {
  parts: PartForm[];
  onChange: (parts: PartForm[]) => void;
  /** Adds a part and its marker to the question text. */
  onInsert: () => void;
  /** Removes part `n` (1-based) and its marker, renumbering the later ones. */
  onRemove: (n: number) => void;
}

/** A cloze question's parts, each shown where its marker `{#n}` stands in the question text. */
export function ClozeFields({ parts, onChange, onInsert, onRemove }: ClozeFieldsProps) {
  const { t } = useTranslation();
  const ownProblem = useOwnProblem('body.parts');
  return (
    <Stack gap="sm">
      <div>
        <Text fw={500} size="sm">
          {t('questions.edit.parts')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('questions.edit.clozeHint', { marker: clozeMarker(1) })}
        </Text>
      </div>
      {parts.map((part, i) => (
        <ClozePartFields
          key={part.key}
          n={i + 1}
          part={part}
          onChange={(next) => onChange(updateAt(parts, i, () => next))}
          onRemove={() => onRemove(i + 1)}
        />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconBracketsContain size={16} />}
          onClick={onInsert}
          disabled={parts.length >= bodyLimits.parts}
        >
          {t('questions.edit.insertPart')}
        </Button>
      </Group>
      {ownProblem && <Input.Error>{ownProblem}</Input.Error>}
    </Stack>
  );
}
