import { Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormPageProps {
  title: string;
  width?: number;
  /** A link shown above the card (back to a list). */
  above?: ReactNode;
  children: ReactNode;
}

/** A centred card holding one form, titled. */
export function FormPage({ title, width = 480, above, children }: FormPageProps) {
  return (
    <Container size={width} px={0} py="lg">
      {above}
      <Paper withBorder shadow="xs" radius="md" p={{ base: 'md', sm: 'xl' }} mt={above ? 'sm' : 0}>
        <Title order={1} size="h2" mb="lg">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}
