import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useErrorText } from '../session/errors';
import { ErrorAlert } from '../ui/ErrorAlert';
import { PageHeading } from '../ui/PageHeading';
import { Loading } from './Loading';

interface ExercisePageProps<T> {
  title: ReactNode;
  /** With a back link, the heading also shows the subtitle. */
  back?: { label: string; href: string };
  subtitle?: ReactNode;
  query: { error: unknown; data: T | undefined };
  /** The screen's body once the data has come. */
  children: (data: T) => ReactNode;
}

/** A screen listing exercises: its heading, then the query's error, a loader or the body. */
export function ExercisePage<T>({ title, back, subtitle, query, children }: ExercisePageProps<T>) {
  const errorText = useErrorText();
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        {back ? (
          <PageHeading back={back} title={title} subtitle={subtitle} />
        ) : (
          <Title order={1} size="h2">
            {title}
          </Title>
        )}
        {query.error ? (
          <ErrorAlert message={errorText(query.error)} />
        ) : query.data === undefined ? (
          <Loading />
        ) : (
          children(query.data)
        )}
      </Stack>
    </Container>
  );
}
