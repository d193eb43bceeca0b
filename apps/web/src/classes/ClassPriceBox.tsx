import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/AppLink';
import type { ClassView } from './class-form';
import { priceLabel } from './labels';

/**
 * The price and the register button for a signed-in reader (the server sends no price to visitors);
 * a visitor gets a register button to the sign-up screen and a hint to sign in.
 */
export function ClassPriceBox({ view, signedIn }: { view: ClassView; signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const known = signedIn && view.price !== undefined;
  return (
    <Paper withBorder radius="md" p="lg" bg="indigo.0">
      <Group justify="space-between" align="center">
        {known ? (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('classes.fields.price')}
            </Text>
            <Text fz={28} fw={700} data-testid="class-price">
              {view.price ? priceLabel(view.price, i18n.language, view.currency) : t('classes.page.free')}
            </Text>
            {view.registerLink && (
              <Anchor href={view.registerLink} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} component="span">
                  {t('classes.page.registerInfo')}
                  <IconExternalLink size={14} />
                </Group>
              </Anchor>
            )}
          </Stack>
        ) : (
          <Group gap={6}>
            <IconLock size={18} color="var(--mantine-color-dimmed)" />
            <Anchor component={AppLink} href={`/login?redirect=/class/${view._id}`}>
              {t('classes.page.signInForPrice')}
            </Anchor>
          </Group>
        )}
        <Button
          component={AppLink}
          href={signedIn ? `/classRegister/${view._id}` : '/register?redirect=/myclasses'}
          size="md"
        >
          {t('classes.page.register')}
        </Button>
      </Group>
    </Paper>
  );
}
