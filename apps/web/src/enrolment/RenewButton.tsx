import type { ButtonVariant } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../ui/LinkButton';

/** 'Renew': opens the class's register page, for a registration that has expired. */
export function RenewButton({ classId, variant = 'light' }: { classId: string; variant?: ButtonVariant }) {
  const { t } = useTranslation();
  return (
    <LinkButton href={`/classRegister/${classId}`} variant={variant} color="orange" icon={IconRefresh}>
      {t('enrolment.myClasses.renew')}
    </LinkButton>
  );
}
