import { Checkbox, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { limits } from '@quanta/validators';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TypedAnswerInput } from '../grading/TypedAnswerInput';
import { RichHtml } from '../richtext';
import classes from './AnswerInput.module.css';
import { joinLetters, lettersOf, selectedLetters } from './answers';
import { ClozeAnswer } from './ClozeAnswer';
import { choiceTextOf } from './choice-text';
import type { PartMark } from './cloze';
import { MatchingAnswer } from './MatchingAnswer';
import type { QuestionInfo } from './types';

interface AnswerInputProps {
  question: QuestionInfo;
  value: string;
  onChange: (answer: string) => void;
  disabled: boolean;
  /** A matching question's prompts' or a cloze question's parts' marks once checked. */
  marks?: PartMark[] | undefined;
}

function ChoiceLabel({ letter, html }: { letter: string; html: string }): ReactNode {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text span fw={700}>
        {letter}.
      </Text>
      <RichHtml html={html} />
    </Group>
  );
}

/**
 * The answer to one question: radio buttons (single select, true/false), checkboxes (multi select), a
 * text answer (free response), a select per prompt (matching) or the text with its blanks (cloze); a
 * description has none.
 */
export function AnswerInput(props: AnswerInputProps) {
  return (
    <div className={classes.answer}>
      <AnswerField {...props} />
    </div>
  );
}

function AnswerField({ question: q, value, onChange, disabled, marks }: AnswerInputProps) {
  const { t } = useTranslation();
  const letters = lettersOf(q.numChoice);
  switch (q.isChoice) {
    case '6':
      return null;
    case '5':
      return <ClozeAnswer question={q} value={value} onChange={onChange} disabled={disabled} marks={marks} />;
    case '4':
      return <MatchingAnswer question={q} value={value} onChange={onChange} disabled={disabled} marks={marks} />;
    case '3':
      return (
        <Radio.Group
          label={t('exercises.runner.yourAnswer')}
          description={t('exercises.runner.chooseTrueFalse')}
          value={selectedLetters(value)[0] ?? null}
          onChange={onChange}
        >
          <Group gap="lg" mt="xs">
            <Radio value="A" disabled={disabled} label={t('exercises.trueFalse.true')} />
            <Radio value="B" disabled={disabled} label={t('exercises.trueFalse.false')} />
          </Group>
        </Radio.Group>
      );
    case '2':
      if (q.answerType !== 'text')
        return (
          <TypedAnswerInput
            answerType={q.answerType}
            label={t('exercises.runner.yourAnswer')}
            value={value}
            onChange={onChange}
            disabled={disabled}
          />
        );
      return (
        <Textarea
          label={t('exercises.runner.yourAnswer')}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          disabled={disabled}
          autosize
          minRows={2}
          maxLength={limits.answer}
        />
      );
    case '1':
      return (
        <Checkbox.Group
          label={t('exercises.runner.yourAnswer')}
          description={t('exercises.runner.chooseAll')}
          value={selectedLetters(value)}
          onChange={(list) => onChange(joinLetters(list))}
        >
          <Stack gap="xs" mt="xs">
            {letters.map((letter) => (
              <Checkbox
                key={letter}
                value={letter}
                disabled={disabled}
                label={<ChoiceLabel letter={letter} html={choiceTextOf(q, letter)} />}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    default:
      return (
        <Radio.Group
          label={t('exercises.runner.yourAnswer')}
          description={t('exercises.runner.chooseOne')}
          value={selectedLetters(value)[0] ?? null}
          onChange={onChange}
        >
          <Stack gap="xs" mt="xs">
            {letters.map((letter) => (
              <Radio
                key={letter}
                value={letter}
                disabled={disabled}
                label={<ChoiceLabel letter={letter} html={choiceTextOf(q, letter)} />}
              />
            ))}
          </Stack>
        </Radio.Group>
      );
  }
}
