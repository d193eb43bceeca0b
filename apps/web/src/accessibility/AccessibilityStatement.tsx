import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/AppLink';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** `/accessibility`: what conforms, how it was tested, what falls short and how to report a barrier. */
export function AccessibilityStatement() {
  const { t } = useTranslation();
  return (
    <Container size={760} px={0} py="lg">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('accessibility.title')}
        </Title>
        <Text>{t('accessibility.intro')}</Text>
        <Section title={t('accessibility.standard.title')}>
          <Text>{t('accessibility.standard.text')}</Text>
        </Section>
        <Section title={t('accessibility.status.title')}>
          <Text>{t('accessibility.status.text')}</Text>
        </Section>
        <Section title={t('accessibility.testing.title')}>
          <List spacing="xs">
            <List.Item>{t('accessibility.testing.axe')}</List.Item>
            <List.Item>{t('accessibility.testing.keyboard')}</List.Item>
            <List.Item>{t('accessibility.testing.lighthouse')}</List.Item>
          </List>
        </Section>
        <Section title={t('accessibility.limits.title')}>
          <List spacing="xs">
            <List.Item>{t('accessibility.limits.formulas')}</List.Item>
            <List.Item>{t('accessibility.limits.drawings')}</List.Item>
            <List.Item>{t('accessibility.limits.pictures')}</List.Item>
          </List>
        </Section>
        <Section title={t('accessibility.report.title')}>
          <Text>{t('accessibility.report.text')}</Text>
          <Anchor component={AppLink} href="/">
            {t('accessibility.report.home')}
          </Anchor>
        </Section>
        <Text size="sm" c="dimmed">
          {t('accessibility.updated')}
        </Text>
      </Stack>
    </Container>
  );
}
