import { Badge, Box, Divider, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { questionTypes } from '@quanta/validators';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../richtext';
import { AcceptedAnswerList, ClozePartsKey, HintList, UnitList } from './AnswerKey';
import { ChoiceList } from './ChoiceList';
import { ClozeText } from './ClozeText';
import { cardChoices } from './card-choices';
import { partAnswer } from './cloze-parts';
import { DifficultyStars } from './DifficultyStars';
import { MatchingTable } from './MatchingTable';
import { typeLabelKeys } from './question-types';
import type { PreviewQuestion } from './types';

interface QuestionCardProps {
  question: PreviewQuestion;
  /** 1-based number shown before the name in a set. */
  index?: number;
  /** Marks the correct answers, their credits and feedback, and shows the hints and the solution. */
  showAnswer?: boolean;
  /** Buttons at the right of the title row. */
  actions?: ReactNode;
}

const dashedBox = {
  border: '1px dashed var(--mantine-color-gray-4)',
  borderRadius: 'var(--mantine-radius-sm)',
} as const;

/** A question as a student sees it, math typeset; optionally with its answers, credits, hints and solution. */
export function QuestionCard({ question: q, index, showAnswer = false, actions }: QuestionCardProps) {
  const { t } = useTranslation();
  const type = Number(q.isChoice);
  const { body } = q;
  const pairs = body.pairs.filter((p) => p.prompt.trim() !== '');
  const showsLetters =
    type === questionTypes.single || type === questionTypes.multi || type === questionTypes.trueFalse;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" align="center">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {index !== undefined && `${index}. `}
              {q.name || t('questions.untitled')}
            </Text>
            <Badge variant="light" size="sm" color={type === questionTypes.description ? 'gray' : 'blue'}>
              {t(`questions.${typeLabelKeys[q.isChoice]}`)}
            </Badge>
            <DifficultyStars value={q.difficuty} />
          </Group>
          {actions}
        </Group>
        {type === questionTypes.cloze ? (
          <ClozeText
            html={q.qText}
            blank={(n) => {
              const part = body.parts[n - 1];
              const answer = showAnswer && part ? partAnswer(part) : '';
              return answer ? `${n}: ${answer}` : String(n);
            }}
          />
        ) : q.qText ? (
          <RichHtml html={q.qText} />
        ) : (
          <Text c="dimmed" size="sm">
            {t('questions.noText')}
          </Text>
        )}
        {q.showImg && q.image && (
          <Image src={q.image} alt={t('questions.imageAlt')} maw={420} radius="sm" fit="contain" />
        )}
        {type === questionTypes.free && (
          <Box p="sm" c="dimmed" fz="sm" style={dashedBox}>
            {t('questions.answerArea')}
          </Box>
        )}
        {type === questionTypes.multi && (
          <Text size="xs" c="dimmed">
            {t('questions.chooseAll')}
          </Text>
        )}
        {showsLetters && (
          <ChoiceList
            showAnswer={showAnswer}
            choices={cardChoices(q).map((c) =>
              type === questionTypes.trueFalse
                ? { ...c, text: c.letter === 'A' ? t('questions.true') : t('questions.false') }
                : c,
            )}
          />
        )}
        {type === questionTypes.matching && (
          <MatchingTable
            prompts={pairs.map((p) => p.prompt)}
            matches={showAnswer ? pairs.map((p) => p.answer) : undefined}
            options={[...new Set(body.pairs.map((p) => p.answer))]}
          />
        )}
        {showAnswer && <AnswerDetails question={q} />}
        {body.tags.length > 0 && (
          <Group gap={4} role="group" aria-label={t('questions.card.tags')}>
            {body.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="gray" size="xs" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Under a card with its answers shown: the correct answer, the type's answer key, hints and solution. */
function AnswerDetails({ question: q }: { question: PreviewQuestion }) {
  const { t } = useTranslation();
  const type = Number(q.isChoice);
  const { body } = q;
  const distractors = body.pairs.filter((p) => p.prompt.trim() === '').map((p) => p.answer);
  const namesAnswer = type <= questionTypes.trueFalse;
  const correct =
    type === questionTypes.trueFalse
      ? q.correctAnswer === 'B'
        ? t('questions.false')
        : t('questions.true')
      : q.correctAnswer;
  return (
    <>
      <Divider />
      {namesAnswer && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {t('questions.correctAnswer')}
            {t('app.colon')}
          </Text>
          {correct || '—'}
        </Text>
      )}
      {type === questionTypes.free && body.answers.length > 0 && (
        <Box>
          <Text size="sm" fw={600}>
            {t('questions.card.acceptedAnswers')}
          </Text>
          <AcceptedAnswerList answers={body.answers} />
        </Box>
      )}
      {type === questionTypes.free && <UnitList units={body.units} />}
      {type === questionTypes.matching && distractors.length > 0 && (
        <Text size="sm">
          <Text span fw={600}>
            {t('questions.card.distractors')}
            {t('app.colon')}
          </Text>
          {distractors.join(' · ')}
        </Text>
      )}
      {type === questionTypes.cloze && <ClozePartsKey parts={body.parts} />}
      {type === questionTypes.description && (
        <Text size="sm" c="dimmed">
          {t('questions.card.noAnswer')}
        </Text>
      )}
      {body.hints.length > 0 && <HintList hints={body.hints} penalty={body.hintPenalty} />}
      {q.description && (
        <Box>
          <Text size="sm" fw={600}>
            {t('questions.solution')}
          </Text>
          <RichHtml html={q.description} />
        </Box>
      )}
    </>
  );
}
