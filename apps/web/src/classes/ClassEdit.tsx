import { Center, Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { FormPage } from '../ui/FormPage';
import { AnchorLink } from '../ui/links';
import { ClassEditForm } from './ClassEditForm';

/** `/teach/class/{id}/edit`: the teacher's form for one of their classes. */
export function ClassEdit() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id } = useParams({ from: '/teach/class/$id/edit' });
  const found = trpc.public.getClassById.useQuery({ id }, { staleTime: 0 });
  const back = (
    <AnchorLink to="/teach/classlist" size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={14} />
      {t('classes.edit.backToList')}
    </AnchorLink>
  );
  // The form starts from a fresh copy, then keeps its own state: a refetch after saving resets nothing.
  const loaded = found.isFetchedAfterMount && found.data ? found.data : null;
  return (
    <FormPage title={t('classes.edit.title')} width={880} above={back}>
      {loaded ? (
        loaded.canEdit ? (
          <ClassEditForm key={loaded._id} view={loaded} />
        ) : (
          <ErrorAlert message={t('classes.edit.notYours')} />
        )
      ) : found.error ? (
        <ErrorAlert message={errorText(found.error)} />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
    </FormPage>
  );
}
