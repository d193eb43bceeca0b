import { Breadcrumbs, Center, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { LibraryTree } from './LibraryTree';
import { type LibraryNode, nodePath } from './types';

interface BrowserLayoutProps {
  title: string;
  selected: LibraryNode | null;
  onSelect: (node: LibraryNode) => void;
  /** The filters and the question list of the chosen node. */
  children: ReactNode;
}

/** The library question browsers' frame: the tree on the left, the chosen node's questions on the right. */
export function BrowserLayout({ title, selected, onSelect, children }: BrowserLayoutProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const libraries = trpc.user.getLibrary.useQuery();
  const path = selected && libraries.data ? nodePath(libraries.data.list, selected) : null;
  return (
    <Stack gap="md" maw={1200} mx="auto" py="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {libraries.error && <ErrorAlert message={errorText(libraries.error)} />}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Paper withBorder radius="md" p="xs">
            {libraries.data ? (
              <LibraryTree libraries={libraries.data.list} selected={selected} onSelect={onSelect} />
            ) : (
              !libraries.error && (
                <Center py="md">
                  <Loader size="sm" aria-label={t('common.loading')} />
                </Center>
              )
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="sm">
            {path ? (
              <Breadcrumbs separator="›">
                {path.map((name) => (
                  <Text key={name} fw={600}>
                    {name}
                  </Text>
                ))}
              </Breadcrumbs>
            ) : (
              <Text c="dimmed">{t('libraries.chooseNode')}</Text>
            )}
            {path && children}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
