import { ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A choice's letter in a circle; filled green when it is a correct answer being shown. */
export function ChoiceLetter({ letter, correct = false }: { letter: string; correct?: boolean }) {
  const { t } = useTranslation();
  return (
    <ThemeIcon
      radius="xl"
      size={26}
      variant={correct ? 'filled' : 'light'}
      color={correct ? 'teal' : 'blue'}
      style={{ flexShrink: 0, fontWeight: 700, fontSize: 13 }}
    >
      {letter}
      {correct && <VisuallyHidden>{` (${t('questions.correct')})`}</VisuallyHidden>}
    </ThemeIcon>
  );
}
