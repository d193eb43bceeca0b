import { Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../richtext';
import type { QuestionInfo } from './types';

/**
 * A question's number, name, text (math typeset) and image when it is shown. A cloze question's text is
 * drawn with its blanks by its answer (`ClozeAnswer`), so it is left out here.
 */
export function QuestionBody({ question: q, index }: { question: QuestionInfo; index: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text fw={600}>
        {index}. {q.name}
      </Text>
      {q.qText && q.isChoice !== '5' && <RichHtml html={q.qText} />}
      {q.showImg && q.image && (
        <Image src={q.image} alt={t('exercises.review.image')} maw={420} radius="sm" fit="contain" />
      )}
    </Stack>
  );
}
