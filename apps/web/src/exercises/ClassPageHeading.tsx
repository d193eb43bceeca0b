import { useTranslation } from 'react-i18next';
import { PageHeading } from '../ui/PageHeading';

/** The heading of a student's class page: back to My Classes, the page title and the class's name once loaded. */
export function ClassPageHeading({ title, className }: { title: string; className: string | undefined }) {
  const { t } = useTranslation();
  return (
    <PageHeading
      back={{ label: t('exercises.myHomework.myClasses'), href: '/myclasses' }}
      title={title}
      subtitle={className}
    />
  );
}
