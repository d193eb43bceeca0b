import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { drawParams, type Param, specProblem, substitute, variantAnswer } from '@quanta/grading';
import { useTranslation } from 'react-i18next';
import { MathText, RichHtml } from '../richtext';
import { type GradingForm, gradingInput } from './form';
import { variantText } from './ReasonLine';

interface GradingSamplesProps {
  form: GradingForm;
  params: Param[];
  question: { isChoice: string; qText: string; correctAnswer: string };
}

/** Two variants of the question as typed, each with its values, text and correct answer. */
export default function GradingSamples({ form, params, question }: GradingSamplesProps) {
  const { t } = useTranslation();
  const spec = { ...gradingInput(form, question.isChoice), correctAnswer: question.correctAnswer.trim(), params };
  const problem = specProblem(spec);
  return (
    <Stack gap="xs" component="section" aria-label={t('grading.samples')}>
      <Title order={3} size="h4">
        {t('grading.samples')}
      </Title>
      {problem && (
        <Text size="sm" c="red">
          {problem.path} {problem.problem}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {[1, 2].map((n) => {
          const values = drawParams(params, `sample-${n}`);
          return (
            <Paper key={n} withBorder p="sm" radius="sm" data-testid={`sample-variant-${n}`}>
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('grading.sample', { n })}
                  {t('app.colon')}
                  {variantText(values)}
                </Text>
                <RichHtml html={substitute(question.qText, values)} />
                {question.isChoice === '2' && !problem && (
                  <Text size="sm">
                    <Text span fw={600}>
                      {t('grading.sampleAnswer')}
                      {t('app.colon')}
                    </Text>
                    <MathText text={variantAnswer(spec, values)} />
                  </Text>
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
