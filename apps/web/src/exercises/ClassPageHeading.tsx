import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackLink } from './BackLink';

/** The heading of a student's class page: back to My Classes, the page title and the class's name once loaded. */
export function ClassPageHeading({ title, className }: { title: string; className: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div>
      <BackLink label={t('exercises.myHomework.myClasses')} href="/myclasses" />
      <Title order={2} mt="xs">
        {title}
      </Title>
      {className && (
        <Text c="dimmed" size="lg">
          {className}
        </Text>
      )}
    </div>
  );
}
