import { Box, Group, NativeSelect, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../richtext';
import { parseAnswerList, serialiseAnswerList } from './answers';
import { type PartMark, plainText } from './cloze';
import { PartMarkIcon } from './PartMarkIcon';
import type { QuestionInfo } from './types';

interface MatchingAnswerProps {
  question: Pick<QuestionInfo, 'body'>;
  /** The stored answer: a JSON list of the chosen answer texts, one per prompt. */
  value: string;
  onChange: (answer: string) => void;
  disabled: boolean;
  /** Each prompt's mark once checked; absent before. */
  marks?: PartMark[] | undefined;
}

/** A matching question: each prompt with a select of the answers (in the student's own order). */
export function MatchingAnswer({ question, value, onChange, disabled, marks }: MatchingAnswerProps) {
  const { t } = useTranslation();
  const id = useId();
  const { prompts, options } = question.body;
  const list = parseAnswerList(value, prompts.length);
  const set = (i: number, v: string) => onChange(serialiseAnswerList(list.map((old, j) => (j === i ? v : old))));
  return (
    <Stack gap="sm" role="group" aria-label={t('exercises.runner.yourAnswer')}>
      {prompts.map((prompt, i) => {
        const promptId = `${id}-prompt-${i}`;
        // An answer no longer offered (the question was edited) is still shown as chosen.
        const offered = list[i] && !options.includes(list[i]) ? [...options, list[i]] : options;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: prompts are identified by their position.
          <Group key={i} gap="sm" align="center" wrap="wrap" data-prompt={i + 1}>
            <Box id={promptId} style={{ flex: '1 1 12rem', minWidth: 0 }}>
              <RichHtml html={prompt} />
            </Box>
            <Group gap={4} wrap="nowrap" style={{ flex: '1 1 12rem', minWidth: 0 }}>
              <NativeSelect
                aria-labelledby={promptId}
                value={list[i] ?? ''}
                disabled={disabled}
                onChange={(e) => set(i, e.currentTarget.value)}
                style={{ flex: 1, minWidth: 0 }}
                data={[
                  { value: '', label: t('exercises.cloze.choose') },
                  ...offered.map((o) => ({ value: o, label: plainText(o) || o })),
                ]}
              />
              <PartMarkIcon mark={marks?.[i] ?? null} label={plainText(prompt)} />
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
