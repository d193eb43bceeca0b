import { Badge, Button, Card, Center, Group, Image, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendar, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MathText } from '../richtext';
import type { RouterOutputs } from '../session/storage';
import { AppLink } from '../ui/AppLink';

export type HomeClass = RouterOutputs['public']['getHomeClasses']['list'][number]['classes'][number];

/**
 * One class on the home page: picture, name, dates, the start of its description (or introduction) and Learn More.
 * `first`: the page's first card, whose picture is the largest thing in view on a phone; it is fetched first.
 */
export function HomeClassCard({ item, first = false }: { item: HomeClass; first?: boolean }) {
  const { t } = useTranslation();
  const dates =
    item.startDate && item.endDate
      ? t('home.dates', { start: item.startDate, end: item.endDate })
      : item.startDate
        ? t('home.starts', { date: item.startDate })
        : item.endDate
          ? t('home.ends', { date: item.endDate })
          : '';
  return (
    <Card withBorder radius="md" shadow="xs" padding="lg" component="article" aria-label={item.name}>
      <Card.Section>
        {item.image ? (
          <Image src={item.image} alt={item.name} h={170} fit="cover" fetchPriority={first ? 'high' : undefined} />
        ) : (
          <Center h={170} bg="indigo.0" c="indigo.3">
            <IconPhoto size={48} />
          </Center>
        )}
      </Card.Section>
      <Stack gap={8} mt="md" style={{ flex: 1 }}>
        <Title order={3} fz="lg" lineClamp={2}>
          {item.name}
        </Title>
        {dates && (
          <Group gap={6} c="dimmed">
            <IconCalendar size={15} />
            <Text size="sm">{dates}</Text>
          </Group>
        )}
        {item.user.name && (
          <Text size="sm" c="dimmed">
            {t('home.teacher', { name: item.user.name })}
          </Text>
        )}
        {item.includeLibrary && (
          <Badge variant="outline" color="teal.9" size="sm" w="fit-content">
            {t('classes.fields.includeLibrary')}
          </Badge>
        )}
        {item.summary && (
          <Text size="sm" lineClamp={3} component="div">
            <MathText text={item.summary} />
          </Text>
        )}
      </Stack>
      <Button component={AppLink} href={`/class/${item._id}`} variant="light" fullWidth mt="md">
        {t('home.learnMore')}
        {/* Each card's link names its class (for screen readers and search engines), not only "Learn More". */}
        <VisuallyHidden>
          {t('app.colon')}
          {item.name}
        </VisuallyHidden>
      </Button>
    </Card>
  );
}
