import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type HomeClass, HomeClassCard } from './HomeClassCard';

/**
 * A category's classes under a heading that the Courses menu links to (`/#Physics`, `/#Math`); `first`: the
 * page's first section with classes, whose first card leads.
 */
export function CategorySection({
  category,
  classes,
  first = false,
}: {
  category: string;
  classes: HomeClass[];
  first?: boolean;
}) {
  const { t } = useTranslation();
  const title =
    category === 'Physics' ? t('nav.physicsCourses') : category === 'Math' ? t('nav.mathCourses') : category;
  return (
    <Box component="section" id={category} aria-label={title} style={{ scrollMarginTop: 76 }}>
      <Stack gap="md">
        <Title order={2}>{title}</Title>
        {classes.length === 0 ? (
          <Text c="dimmed">{t('home.sectionEmpty')}</Text>
        ) : (
          // Three across only when there are three: two classes share the row rather than leave a gap.
          <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(3, Math.max(2, classes.length)) }} spacing="lg">
            {classes.map((item, i) => (
              <HomeClassCard key={item._id} item={item} first={first && i === 0} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Box>
  );
}
