import { ActionIcon, Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { limits } from '@quanta/validators';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import type { SourceChoice } from './class-form';

interface SourceRowProps {
  source: SourceChoice;
  ticked: boolean;
  onToggle: (on: boolean) => void;
  onRenamed: (source: SourceChoice) => void;
  onDeleted: () => void;
}

/**
 * One source of the picker: a checkbox (an expired source cannot be ticked, only unticked), renamed in
 * place, deleted after confirmation.
 */
export function SourceRow({ source, ticked, onToggle, onRenamed, onDeleted }: SourceRowProps) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  const remove = trpc.teacher.deleteSource.useMutation({
    ...useMutationError(),
    onSuccess: () => {
      onDeleted();
      notifySuccess(t('messages.deleteSuccess'));
      return utils.teacher.getSourceList.invalidate();
    },
  });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('messages.areYouSure'),
      children: <Text size="sm">{t('classes.sources.deleteText', { name: source.name })}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      zIndex: 400,
      onConfirm: () => remove.mutate({ id: source._id }),
    });

  if (editing)
    return (
      <SourceEditor
        source={source}
        onDone={(renamed) => {
          setEditing(false);
          if (renamed) onRenamed(renamed);
        }}
      />
    );

  return (
    <Group justify="space-between" wrap="nowrap" px="xs" py={4} role="listitem">
      <Group gap="xs" wrap="nowrap">
        <Checkbox
          label={source.name}
          checked={ticked}
          disabled={source.expired && !ticked}
          onChange={(e) => onToggle(e.currentTarget.checked)}
        />
        {source.expired && (
          <Badge size="sm" color="gray" variant="light">
            {t('classes.sources.expired')}
          </Badge>
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('classes.sources.rename', { name: source.name })} withArrow>
          <ActionIcon
            variant="subtle"
            aria-label={t('classes.sources.rename', { name: source.name })}
            onClick={() => setEditing(true)}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('classes.sources.delete', { name: source.name })} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('classes.sources.delete', { name: source.name })}
            loading={remove.isPending}
            onClick={confirmDelete}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

/** Renames a source in place and sets whether it has expired. */
function SourceEditor({ source, onDone }: { source: SourceChoice; onDone: (renamed?: SourceChoice) => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [name, setName] = useState(source.name);
  const [expired, setExpired] = useState(source.expired);
  const [error, setError] = useState<string | null>(null);
  const update = trpc.teacher.updateSource.useMutation({
    ...useMutationError(setError),
    onSuccess: async (renamed) => {
      notifySuccess(t('messages.successfullySaved'));
      await utils.teacher.getSourceList.invalidate();
      onDone(renamed);
    },
  });

  const save = () => update.mutate({ id: source._id, name: name.trim(), expired });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDone();
    }
  };

  return (
    <Paper withBorder radius="sm" p="xs" role="listitem">
      <Stack gap="xs">
        <TextInput
          label={t('classes.sources.renameTitle')}
          maxLength={limits.sourceName}
          data-autofocus
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Group justify="space-between">
          <Checkbox
            label={t('classes.sources.expiredLabel')}
            checked={expired}
            onChange={(e) => setExpired(e.currentTarget.checked)}
          />
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => onDone()}>
              {t('common.cancel')}
            </Button>
            <Button size="xs" onClick={save} loading={update.isPending} disabled={!name.trim()}>
              {t('common.save')}
            </Button>
          </Group>
        </Group>
        <ErrorAlert message={error} />
      </Stack>
    </Paper>
  );
}
