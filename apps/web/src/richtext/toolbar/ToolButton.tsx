import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** One toolbar button: an icon with a tooltip and the same text as its accessible name. */
export function ToolButton({
  label,
  onClick,
  active,
  disabled,
  loading,
  children,
}: {
  label: string;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon
        variant={active ? 'light' : 'subtle'}
        color={active ? undefined : 'dark'}
        size="md"
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        loading={loading}
        // Keep the editor's selection: a mouse press on the toolbar must not move focus out of the text.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
