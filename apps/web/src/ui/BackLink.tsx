import { Anchor, type MantineSpacing } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { AppLink } from './AppLink';

/** A small back link: to `href`, or one page back in history when there is one and no `href`. */
export function BackLink({
  label,
  href,
  fallback,
  mb,
}: {
  label: string;
  href?: string;
  fallback?: string;
  mb?: MantineSpacing;
}) {
  const router = useRouter();
  const style = { alignItems: 'center', gap: 4 };
  if (href)
    return (
      <Anchor component={AppLink} href={href} size="sm" display="inline-flex" mb={mb} style={style}>
        <IconArrowLeft size={14} />
        {label}
      </Anchor>
    );
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      display="inline-flex"
      mb={mb}
      style={style}
      onClick={() => {
        if (router.history.canGoBack()) router.history.back();
        else router.history.push(fallback ?? '/');
      }}
    >
      <IconArrowLeft size={14} />
      {label}
    </Anchor>
  );
}
