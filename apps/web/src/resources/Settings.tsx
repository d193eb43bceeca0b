import { Button, Center, Checkbox, Loader, Paper, Select, Stack, Title } from '@mantine/core';
import { type ResourceLanguage, resourceDifficulties, resourceLanguages } from '@quanta/validators';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifyError, notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { LibraryPicker } from './LibraryPicker';
import { type ChosenSource, SourcePicker } from './SourcePicker';
import { chosenNodes, nodeKey, pickerRows } from './tree';

type Difficulty = (typeof resourceDifficulties)[number];

/** English and Chinese by their own names, as the language filters elsewhere name them. */
const ownNames: Partial<Record<ResourceLanguage, string>> = { en: 'English', zh: '中文' };

/** §8: 'Save success, There are a total of N questions in this setting', N shown as 10+ above 10. */
export const savedCount = (count: number) => (count > 10 ? '10+' : String(count));

/** SETTINGS: libraries, sources, difficulty and the disabled Classroom Student box; Save answers the count. */
export function Settings({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const setting = trpc.user.getUserSetting.useQuery();
  const libraries = trpc.user.getLibrary.useQuery();
  const [nodes, setNodes] = useState<string[]>([]);
  const [sources, setSources] = useState<ChosenSource[]>([]);
  const [difficulty, setDifficulty] = useState<Difficulty>('all');
  const [language, setLanguage] = useState<ResourceLanguage>('interface');
  const [errors, setErrors] = useState<{ library?: string; source?: string }>({});
  const save = trpc.user.updateUserSetting.useMutation(useMutationError());

  useEffect(() => {
    if (!setting.data) return;
    setNodes(setting.data.libraries.map(nodeKey));
    setSources(setting.data.sources);
    setDifficulty(setting.data.difficulty as Difficulty);
    setLanguage(setting.data.language);
  }, [setting.data]);

  if (setting.error) return <ErrorAlert message={errorText(setting.error)} />;
  if (libraries.error) return <ErrorAlert message={errorText(libraries.error)} />;
  if (!setting.data || !libraries.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  const rows = pickerRows(libraries.data.list);

  const submit = () => {
    const next = {
      library: nodes.length === 0 ? t('messages.selectLibrary') : undefined,
      source: sources.length === 0 ? t('messages.selectSource') : undefined,
    };
    setErrors(next);
    if (next.library || next.source) return notifyError((next.library ?? next.source) as string);
    const chosen = chosenNodes(nodes, rows);
    save.mutate(
      { libraries: chosen, sources: sources.map((s) => s._id), difficulty, language, isClassroomStudent: false },
      {
        onSuccess: (count) => {
          notifySuccess(t('messages.resourceSaveSuccess', { count: savedCount(count) }));
          void utils.user.getResourceQuestion.invalidate();
          void utils.user.getUserSetting.invalidate();
          void utils.user.getResourceRecord.invalidate();
          onSaved();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('resources.settings.title')}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <LibraryPicker
            libraries={libraries.data.list}
            value={nodes}
            onChange={(v) => {
              setNodes(v);
              setErrors((e) => ({ ...e, library: undefined }));
            }}
            error={errors.library}
          />
          <SourcePicker
            value={sources}
            onChange={(v) => {
              setSources(v);
              setErrors((e) => ({ ...e, source: undefined }));
            }}
            error={errors.source}
          />
          <Select
            label={t('resources.settings.difficulty')}
            value={difficulty}
            onChange={(v) => v && setDifficulty(v as Difficulty)}
            data={resourceDifficulties.map((d) => ({ value: d, label: t(`resources.difficulty.${d}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('resources.settings.language')}
            value={language}
            onChange={(v) => v && setLanguage(v as ResourceLanguage)}
            data={resourceLanguages.map((l) => ({
              value: l,
              label: ownNames[l] ?? t(`resources.settings.languages.${l as 'interface' | 'all'}`),
            }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Checkbox label={t('resources.settings.classroomStudent')} checked={false} disabled readOnly />
          <Button onClick={submit} loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('resources.settings.save')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
