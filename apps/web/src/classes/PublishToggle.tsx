import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { stateColors, stateName } from './publish';

/**
 * The teacher's publish toggle: a flame, gray for a draft, light yellow once submitted for audit and red
 * when published. Its name is the state, so the tooltip and screen readers say the same.
 */
export function PublishToggle({
  isPublish,
  onClick,
  loading,
}: {
  isPublish: number;
  onClick: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const state = stateName(isPublish);
  const label = t(`classes.states.${state}`);
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant={state === 'draft' ? 'subtle' : 'light'}
        color={state === 'published' ? 'red' : state === 'submitted' ? 'yellow' : 'gray'}
        aria-label={label}
        data-state={state}
        loading={loading}
        onClick={onClick}
      >
        <IconFlame
          size={20}
          color={`var(--mantine-color-${stateColors[state].replace('.', '-')})`}
          fill={
            state === 'published'
              ? 'var(--mantine-color-red-6)'
              : state === 'submitted'
                ? 'var(--mantine-color-yellow-2)'
                : 'none'
          }
        />
      </ActionIcon>
    </Tooltip>
  );
}
