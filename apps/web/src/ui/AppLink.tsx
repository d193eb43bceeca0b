import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link by plain path, for menus that list screens by their spec paths (some of which later
 * screens register). Ordinary clicks navigate without a page load; modified clicks open as usual.
 */
export function AppLink({ href, onClick, ref, ...rest }: AppLinkProps) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    router.history.push(href);
  };
  return <a ref={ref} href={href} onClick={handleClick} {...rest} />;
}
