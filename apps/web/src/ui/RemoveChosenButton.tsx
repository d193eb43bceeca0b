import { Button } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface RemoveChosenButtonProps {
  icon: Icon;
  /** How many rows it would take away; none turns it off. */
  count: number;
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A list's red button that takes away the chosen rows (or all of them), off while there are none. */
export function RemoveChosenButton({
  icon: IconComponent,
  count,
  loading,
  onClick,
  children,
}: RemoveChosenButtonProps) {
  return (
    <Button
      variant="light"
      color="red"
      leftSection={<IconComponent size={16} />}
      disabled={count === 0}
      loading={loading}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
