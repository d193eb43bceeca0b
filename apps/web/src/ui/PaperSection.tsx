import { type MantineSpacing, Paper, Stack, Title, type TitleOrder, type TitleSize } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface PaperSectionProps {
  title: ReactNode;
  order: TitleOrder;
  /** How large the title looks, when not as its order. */
  size?: TitleSize;
  /** The space between the title and each block under it. */
  gap: MantineSpacing;
  children: ReactNode;
}

/** A bordered section of a page, named for screen readers by its title. */
export function PaperSection({ title, order, size, gap, children }: PaperSectionProps) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        <Title order={order} size={size} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
