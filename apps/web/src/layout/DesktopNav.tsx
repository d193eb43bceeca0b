import { Button, Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogout, useUserInfo } from '../session/use-session';
import { AppLink } from '../ui/AppLink';
import { NavMenu } from './NavMenu';
import { adminItems, courseItems, teacherItems, userItems } from './nav-items';

/** Home and the course menu, beside the logo on wide screens. */
export function DesktopNavStart() {
  const { t } = useTranslation();
  return (
    <>
      <Button component={AppLink} href="/" variant="subtle" color="dark">
        {t('nav.home')}
      </Button>
      <NavMenu label={t('nav.courses')} items={courseItems} />
    </>
  );
}

/** The role menus and the account menu (or sign-in and register) on wide screens. */
export function DesktopNavEnd() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const logout = useLogout();
  return (
    <>
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
    </>
  );
}
