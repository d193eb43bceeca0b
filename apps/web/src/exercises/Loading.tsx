import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner while a screen's data loads. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
