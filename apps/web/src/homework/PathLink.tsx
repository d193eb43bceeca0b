import { Anchor, type AnchorProps } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to an app path that another area's routes serve (e.g. a class's Add content screen): a real
 * `href` for new tabs, client-side navigation for a plain click.
 */
export function PathLink({ href, children, ...rest }: AnchorProps & { href: string; children: ReactNode }) {
  const router = useRouter();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(href);
  };
  return (
    <Anchor href={href} onClick={click} {...rest}>
      {children}
    </Anchor>
  );
}
