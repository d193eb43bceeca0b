import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../ui/LinkButton';

/** 'View details': opens an exercise's answers and scores. */
export function ViewDetailsButton({ exerciseId }: { exerciseId: string }) {
  const { t } = useTranslation();
  return (
    <LinkButton href={`/student/exercise/${exerciseId}`} variant="light" icon={IconEye}>
      {t('exercises.viewDetails')}
    </LinkButton>
  );
}
