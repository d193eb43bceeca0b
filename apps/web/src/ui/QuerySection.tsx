import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { ErrorAlert } from './ErrorAlert';
import { StackedTable } from './StackedTable';

interface QuerySectionProps<T> {
  title: string;
  query: { error: unknown; data: T[] | undefined };
  /** The text shown when the query answers no rows. */
  empty: string;
  /** The table's column names and the width below which it scrolls sideways. */
  headers: string[];
  minWidth: number;
  /** The table's body rows for the query's rows. */
  children: (rows: T[]) => ReactNode;
}

/** A titled section showing a query's error, loader, empty text or its rows in a table named by the title. */
export function QuerySection<T>({ title, query, empty, headers, minWidth, children }: QuerySectionProps<T>) {
  const { t } = useTranslation();
  const errorText = useErrorText();

  let body: ReactNode;
  if (query.error) body = <ErrorAlert message={errorText(query.error)} />;
  else if (!query.data)
    body = (
      <Center py="lg">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  else if (query.data.length === 0)
    body = (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center">
          {empty}
        </Text>
      </Paper>
    );
  else
    body = (
      <StackedTable minWidth={minWidth} aria-label={title} headers={headers}>
        {children(query.data)}
      </StackedTable>
    );

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {body}
    </Stack>
  );
}
