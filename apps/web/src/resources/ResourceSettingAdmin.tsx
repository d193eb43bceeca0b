import { Button, Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../richtext';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifyError, notifySuccess } from '../ui/notify';
import { PaperSection } from '../ui/PaperSection';

/** The Library admin's Resources Setting area: the Help text and Max Resources, each with its own Save. */
export function ResourceSettingAdmin() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const base = trpc.public.getResourceBase.useQuery();
  const edit = trpc.admin.editResourceBase.useMutation();
  const [help, setHelp] = useState<string | null>(null);
  const [max, setMax] = useState('');
  const [maxError, setMaxError] = useState<string | null>(null);
  useEffect(() => {
    if (base.data) setMax(String(base.data.maxQuestions));
  }, [base.data]);

  const saved = () => {
    notifySuccess(t('messages.successfullySaved'));
    void utils.public.getResourceBase.invalidate();
  };
  const saveHelp = () =>
    edit.mutate(
      { helpContent: help ?? base.data?.helpContent ?? '' },
      { onSuccess: saved, onError: (e) => notifyError(errorText(e)) },
    );
  const saveMax = () => {
    if (!/^\d+$/.test(max.trim())) return setMaxError(t('messages.enterANumber'));
    edit.mutate({ maxQuestions: max.trim() }, { onSuccess: saved, onError: (e) => setMaxError(errorText(e)) });
  };

  return (
    <PaperSection title={t('resources.admin.title')} order={2} size="h3" gap="md">
      {base.error && <ErrorAlert message={errorText(base.error)} />}
      {base.data && (
        <>
          <RichTextEditor label={t('resources.admin.help')} value={base.data.helpContent} onChange={setHelp} />
          <Group>
            <Button onClick={saveHelp} loading={edit.isPending && edit.variables?.helpContent !== undefined}>
              {t('resources.admin.save')}
            </Button>
          </Group>
          <Group align="flex-end">
            <TextInput
              label={t('resources.admin.maxResources')}
              description={t('resources.admin.maxHint')}
              value={max}
              inputMode="numeric"
              maxLength={9}
              onChange={(e) => {
                setMax(e.currentTarget.value);
                setMaxError(null);
              }}
              error={maxError}
              w={320}
            />
            <Button
              onClick={saveMax}
              loading={edit.isPending && edit.variables?.maxQuestions !== undefined}
              aria-label={`${t('resources.admin.save')} ${t('resources.admin.maxResources')}`}
            >
              {t('resources.admin.save')}
            </Button>
          </Group>
        </>
      )}
    </PaperSection>
  );
}
