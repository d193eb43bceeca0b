import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageWindow } from './page-window';

interface EmailPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** §2 E-mail list paging: previous, at most five page links around the current page, next. */
export function EmailPager({ page, pages, onPage }: EmailPagerProps) {
  const { t } = useTranslation();
  return (
    <Group justify="center" gap={6} component="nav" aria-label={t('email.listTitle')}>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconChevronLeft size={14} />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('email.pager.previous')}
      </Button>
      {pageWindow(page, pages).map((n) => (
        <Button
          key={n}
          size="xs"
          variant={n === page ? 'filled' : 'default'}
          aria-label={t('email.pager.page', { page: n })}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button
        size="xs"
        variant="default"
        rightSection={<IconChevronRight size={14} />}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('email.pager.next')}
      </Button>
    </Group>
  );
}
