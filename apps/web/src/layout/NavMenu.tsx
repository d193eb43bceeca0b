import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/AppLink';
import type { NavItem } from './nav-items';

interface NavMenuProps {
  label: string;
  items: NavItem[];
  /** Extra entries after the links (Logout). */
  children?: ReactNode;
}

/** A header dropdown of links. */
export function NavMenu({ label, items, children }: NavMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <Button variant="subtle" color="dark" rightSection={<IconChevronDown size={14} />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.href} component={AppLink} href={item.href}>
            {t(`nav.${item.label}`)}
          </Menu.Item>
        ))}
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}
