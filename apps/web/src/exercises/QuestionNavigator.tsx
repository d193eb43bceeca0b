import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface NavigatorProps {
  count: number;
  current: number;
  answered: (index: number) => boolean;
  /** Whether a question counts in the progress (a description does not: it has nothing to answer). */
  counted: (index: number) => boolean;
  onGo: (index: number) => void;
  disabled: boolean;
}

/**
 * Buttons to jump to a question: filled for answered, outlined for open, plain for a description (text
 * only, in no progress), the current one marked.
 */
export function QuestionNavigator({ count, current, answered, counted, onGo, disabled }: NavigatorProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('exercises.runner.navigator')}>
      <Text size="sm" fw={600} mb={6}>
        {t('exercises.runner.navigator')}
      </Text>
      <Group gap={6}>
        {Array.from({ length: count }, (_, i) => {
          const done = answered(i);
          const textOnly = !counted(i);
          return (
            <Button
              // biome-ignore lint/suspicious/noArrayIndexKey: the questions' positions are their identity here.
              key={i}
              size="compact-sm"
              miw={36}
              variant={i === current ? 'filled' : done ? 'light' : textOnly ? 'subtle' : 'default'}
              color={done ? 'teal' : 'blue'}
              aria-current={i === current ? 'step' : undefined}
              aria-label={
                textOnly
                  ? t('exercises.runner.questionNumberTextOnly', { n: i + 1 })
                  : done
                    ? t('exercises.runner.questionNumberAnswered', { n: i + 1 })
                    : t('exercises.runner.questionNumber', { n: i + 1 })
              }
              disabled={disabled}
              onClick={() => onGo(i)}
            >
              {i + 1}
            </Button>
          );
        })}
      </Group>
    </nav>
  );
}
