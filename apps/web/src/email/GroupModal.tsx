import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { limits } from '@quanta/validators';
import { emailGroupForm } from '@quanta/validators/email-form';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { firstProblem, useSchemaForm } from '../ui/use-schema-form';
import type { PickedGroup } from './GroupPicker';
import { UserSearchTable } from './UserSearchTable';

interface Member {
  _id: string;
  name: string;
  email: string;
}

interface GroupModalProps {
  /** The group to edit, or null to add one. */
  groupId: string | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (group: PickedGroup) => void;
}

/** Add or edit a group: its name and a two-list transfer between all users and the chosen members. */
export function GroupModal({ groupId, opened, onClose, onSaved }: GroupModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={groupId ? t('email.groupModal.editTitle') : t('email.groupModal.addTitle')}
      size={1000}
    >
      {opened && <GroupForm groupId={groupId} onSaved={onSaved} onClose={onClose} />}
    </Modal>
  );
}

function GroupForm({ groupId, onSaved, onClose }: Omit<GroupModalProps, 'opened'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const existing = trpc.admin.getGroupMembers.useQuery({ id: groupId ?? '' }, { enabled: groupId !== null });
  const form = useSchemaForm({ name: '', members: [] as Member[] }, emailGroupForm);
  const { members } = form.getValues();
  const setMembers = (next: Member[]) => form.setFieldValue('members', next);
  const [left, setLeft] = useState<Map<string, Member>>(new Map());
  const [right, setRight] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const reportError = useMutationError(setError);
  const saved = (success: string) => ({
    ...reportError,
    onSuccess: (group: { _id: string; name: string; count: number }) => {
      notifySuccess(success);
      onSaved({ _id: group._id, name: group.name, count: group.count });
    },
  });
  const add = trpc.admin.addGroupEmail.useMutation(saved(t('messages.addSuccess')));
  const edit = trpc.admin.editGroupEmail.useMutation(saved(t('messages.successfullySaved')));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the loaded group fills the form once (the form's setters change with its rules)
  useEffect(() => {
    if (existing.data) form.setValues({ name: existing.data.name, members: existing.data.users });
  }, [existing.data]);

  const chosenIds = new Set(members.map((m) => m._id));
  const moveRight = () => {
    setMembers([...members, ...[...left.values()].filter((u) => !chosenIds.has(u._id))]);
    setLeft(new Map());
  };
  const moveLeft = () => {
    setMembers(members.filter((m) => !right.has(m._id)));
    setRight(new Set());
  };

  const save = form.onSubmit(
    ({ name, members }) => {
      const users = members.map((m) => m._id);
      if (groupId) edit.mutate({ id: groupId, name, users });
      else add.mutate({ name, users });
    },
    (errors) => setError(firstProblem(errors)),
  );

  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      {existing.error && (
        <Alert color="red" variant="light">
          {errorText(existing.error)}
        </Alert>
      )}
      <TextInput label={t('email.groupModal.name')} {...form.getInputProps('name')} maxLength={limits.emailGroupName} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="xs">
          <Title order={5}>{t('email.groupModal.allUsers')}</Title>
          <UserSearchTable
            searchLabel={t('email.groupModal.search')}
            empty={t('email.groupModal.noUsers')}
            hidden={chosenIds}
            selected={new Set(left.keys())}
            onToggle={(user, on) => {
              const next = new Map(left);
              if (on) next.set(user._id, { _id: user._id, name: user.name, email: user.email });
              else next.delete(user._id);
              setLeft(next);
            }}
          />
          <Group justify="flex-end">
            <Button rightSection={<IconArrowRight size={16} />} disabled={left.size === 0} onClick={moveRight}>
              {t('email.groupModal.addSelected')}
            </Button>
          </Group>
        </Stack>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={5}>{t('email.groupModal.chosen')}</Title>
            <Text size="sm" c="dimmed">
              {t('email.groupModal.countChosen', { count: members.length })}
            </Text>
          </Group>
          <ScrollArea.Autosize mah={420}>
            <Table striped verticalSpacing={6} fz="sm" aria-label={t('email.groupModal.chosen')}>
              <Table.Tbody>
                {members.map((m) => (
                  <Table.Tr key={m._id}>
                    <Table.Td w={36}>
                      <Checkbox
                        aria-label={m.name}
                        checked={right.has(m._id)}
                        onChange={(e) => {
                          const next = new Set(right);
                          if (e.currentTarget.checked) next.add(m._id);
                          else next.delete(m._id);
                          setRight(next);
                        }}
                      />
                    </Table.Td>
                    <Table.Td>{m.name}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{m.email}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {members.length === 0 && (
              <Text size="sm" c="dimmed" ta="center" py="sm">
                {t('email.groupModal.noMembers')}
              </Text>
            )}
          </ScrollArea.Autosize>
          <Group justify="flex-start">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              disabled={right.size === 0}
              onClick={moveLeft}
            >
              {t('email.groupModal.removeSelected')}
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button loading={add.isPending || edit.isPending} onClick={() => save()}>
          {t('email.groupModal.save')}
        </Button>
      </Group>
    </Stack>
  );
}
