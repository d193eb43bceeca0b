import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink } from './BackLink';

interface PageHeadingProps {
  /** The back link above the title. */
  back: { label: string; href: string };
  title: ReactNode;
  /** The dimmed line under the title, once it is known. */
  subtitle?: ReactNode;
}

/** A screen's heading: a back link, the title and, when there is one, a dimmed line naming what it is about. */
export function PageHeading({ back, title, subtitle }: PageHeadingProps) {
  return (
    <div>
      <BackLink label={back.label} href={back.href} />
      <Title order={1} size="h2" mt="xs">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="lg">
          {subtitle}
        </Text>
      )}
    </div>
  );
}
