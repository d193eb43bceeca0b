import { Center, Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { FormPage } from '../ui/FormPage';
import { AnchorLink } from '../ui/links';
import { EditUserForm } from './EditUserForm';

export function EditUser() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id } = useParams({ from: '/admin/user/$id/edit' });
  const user = trpc.admin.getUserById.useQuery({ id });
  const back = (
    <AnchorLink to="/admin/userlist" size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={14} />
      {t('users.backToList')}
    </AnchorLink>
  );
  return (
    <FormPage title={t('users.editTitle')} width={560} above={back}>
      {user.data ? (
        <EditUserForm user={user.data} />
      ) : user.error ? (
        <ErrorAlert message={errorText(user.error)} />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
    </FormPage>
  );
}
