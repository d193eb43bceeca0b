import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { FormPage } from '../ui/FormPage';
import { Devices } from './Devices';
import { ParentRequest } from './ParentRequest';
import { ProfileForm } from './ProfileForm';

export function Profile() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const profile = trpc.user.getUserProfile.useQuery();
  return (
    <FormPage title={t('profile.title')} width={640}>
      {profile.data ? (
        <>
          {profile.data.parentRequest && (
            <ParentRequest request={profile.data.parentRequest} onAnswered={() => void profile.refetch()} />
          )}
          {/* A saved profile is fetched again and the form starts over from it. */}
          <ProfileForm key={profile.dataUpdatedAt} profile={profile.data} onSaved={() => void profile.refetch()} />
          <Devices />
        </>
      ) : profile.error ? (
        <ErrorAlert message={errorText(profile.error)} />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
    </FormPage>
  );
}
