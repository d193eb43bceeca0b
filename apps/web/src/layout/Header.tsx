import { Burger, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconAtom, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogout, useUserInfo } from '../session/useSession';
import { AppLink } from '../ui/AppLink';
import { LanguageToggle } from './LanguageToggle';
import { NavMenu } from './NavMenu';
import { adminItems, courseItems, teacherItems, userItems } from './navItems';

interface HeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

export function Header({ menuOpened, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation();
  const user = useUserInfo();
  const logout = useLogout();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Burger hiddenFrom="md" size="sm" opened={menuOpened} onClick={onToggleMenu} aria-label={t('nav.openMenu')} />
        <UnstyledButton component={AppLink} href="/" aria-label={t('app.name')}>
          <Group gap={6} wrap="nowrap">
            <IconAtom size={26} color="var(--mantine-primary-color-filled)" />
            <Text fw={700} fz="xl">
              {t('app.name')}
            </Text>
          </Group>
        </UnstyledButton>
        <Group gap={2} visibleFrom="md" wrap="nowrap">
          <Button component={AppLink} href="/" variant="subtle" color="dark">
            {t('nav.home')}
          </Button>
          <NavMenu label={t('nav.courses')} items={courseItems} />
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Group gap={2} visibleFrom="md" wrap="nowrap">
          {user?.role === 'Teacher' && <NavMenu label={t('nav.teacher')} items={teacherItems} />}
          {user?.isAdmin && <NavMenu label={t('nav.admin')} items={adminItems} />}
          {user ? (
            <NavMenu label={user.name} items={userItems(user)}>
              <Menu.Divider />
              <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
                {t('nav.logout')}
              </Menu.Item>
            </NavMenu>
          ) : (
            <>
              <Button component={AppLink} href="/login" variant="subtle" color="dark">
                {t('nav.signIn')}
              </Button>
              <Button component={AppLink} href="/register" variant="light">
                {t('nav.register')}
              </Button>
            </>
          )}
        </Group>
        <LanguageToggle />
      </Group>
    </Group>
  );
}
