import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { AppLink } from './AppLink';

interface LinkButtonProps extends ButtonProps {
  /** The in-app path it opens. */
  href: string;
  /** The icon on its left. */
  icon?: Icon;
  'aria-label'?: string;
}

/**
 * A small button that opens an in-app path, as a table row's or a card's action. It goes by plain path, as
 * `AppLink` does; `ButtonLink` is the one for a route with type-checked params.
 */
export function LinkButton({ href, icon: IconComponent, size = 'xs', ...rest }: LinkButtonProps) {
  return (
    <Button
      component={AppLink}
      href={href}
      size={size}
      leftSection={IconComponent && <IconComponent size={14} />}
      {...rest}
    />
  );
}
