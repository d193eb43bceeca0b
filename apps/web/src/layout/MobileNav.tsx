import { Divider, NavLink, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogout, useUserInfo } from '../session/use-session';
import { AppLink } from '../ui/AppLink';
import { adminItems, courseItems, type NavItem, teacherItems, userItems } from './nav-items';

/** The header's entries as a side panel on narrow screens. */
export function MobileNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const user = useUserInfo();
  const logout = useLogout();
  const links = (items: NavItem[]) =>
    items.map((item) => (
      <NavLink
        key={item.href}
        component={AppLink}
        href={item.href}
        label={t(`nav.${item.label}`)}
        onClick={onNavigate}
      />
    ));
  return (
    <Stack gap={0}>
      <NavLink component={AppLink} href="/" label={t('nav.home')} onClick={onNavigate} />
      <NavLink label={t('nav.courses')} defaultOpened>
        {links(courseItems)}
      </NavLink>
      {user?.role === 'Teacher' && (
        <NavLink label={t('nav.teacher')} defaultOpened>
          {links(teacherItems)}
        </NavLink>
      )}
      {user?.isAdmin && (
        <NavLink label={t('nav.admin')} defaultOpened>
          {links(adminItems)}
        </NavLink>
      )}
      <Divider my="xs" />
      {user ? (
        <NavLink label={user.name} defaultOpened>
          {links(userItems(user))}
          <NavLink
            label={t('nav.logout')}
            leftSection={<IconLogout size={16} />}
            onClick={() => {
              onNavigate();
              void logout();
            }}
          />
        </NavLink>
      ) : (
        links([
          { label: 'signIn', href: '/login' },
          { label: 'register', href: '/register' },
        ])
      )}
    </Stack>
  );
}
