import { Button, Group, Modal, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { ErrorAlert } from '../ui/ErrorAlert';
import { HeadedTable } from '../ui/HeadedTable';
import { notifySuccess } from '../ui/notify';
import { DeleteButton } from '../ui/RowButtons';
import { SelectAllCell, SelectCell } from '../ui/SelectCells';
import { useMutationError } from '../ui/use-mutation-error';
import { ClassGroupTable } from './ClassGroupTable';
import { GroupModal } from './GroupModal';

export interface PickedGroup {
  _id: string;
  name: string;
  count: number;
  /** An automatic group: the students or the parents of a class, resolved when the e-mail is sent. */
  classGroup?: { classId: string; who: 'students' | 'parents' };
}

interface GroupPickerProps {
  opened: boolean;
  onClose: () => void;
  chosen: PickedGroup[];
  onPick: (groups: PickedGroup[]) => void;
}

/**
 * The group modal of Send Email: the hand-picked groups (search by name, select all, Edit and Delete each,
 * Add Group) and, on a second tab, the automatic groups of every class.
 */
export function GroupPicker({ opened, onClose, chosen, onPick }: GroupPickerProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const [picked, setPicked] = useState<Map<string, PickedGroup>>(new Map());
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const groups = trpc.admin.getGroupEmails.useQuery({ keyword, page: 1, pageSize: 100 }, { enabled: opened });
  const utils = trpc.useUtils();
  const remove = trpc.admin.deleteGroupEmail.useMutation({
    onSuccess: (_result, { id }) => {
      notifySuccess(t('messages.deleteSuccess'));
      setPicked((now) => {
        const next = new Map(now);
        next.delete(id);
        return next;
      });
      return utils.admin.getGroupEmails.invalidate();
    },
    ...useMutationError(),
  });
  const rows = groups.data?.list ?? [];

  useEffect(() => {
    if (opened) setPicked(new Map(chosen.map((g) => [g._id, g])));
  }, [opened, chosen]);

  const toggle = (g: PickedGroup, on: boolean) => toggleAll([g], on);
  const toggleAll = (groups: PickedGroup[], on: boolean) =>
    setPicked((now) => {
      const next = new Map(now);
      for (const g of groups) {
        if (on) next.set(g._id, g);
        else next.delete(g._id);
      }
      return next;
    });
  const allOn = rows.length > 0 && rows.every((g) => picked.has(g._id));
  const confirmDelete = (g: PickedGroup) =>
    confirmAction({
      text: t('email.groupPicker.deleteText', { name: g.name }),
      confirmLabel: t('common.delete'),
      danger: true,
      onConfirm: () => remove.mutate({ id: g._id }),
    });

  return (
    <>
      <Modal opened={opened && !editing} onClose={onClose} title={t('email.groupPicker.title')} size="lg">
        <Stack gap="sm">
          <Tabs defaultValue="groups" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="groups">{t('email.groupPicker.handPicked')}</Tabs.Tab>
              <Tabs.Tab value="classes">{t('email.classGroups.title')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="groups" pt="sm">
              <Stack gap="sm">
                <Group align="flex-end" justify="space-between">
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('email.groupPicker.search')}
                    leftSection={<IconSearch size={16} />}
                    value={search}
                    onChange={(e) => setSearch(e.currentTarget.value)}
                  />
                  <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ id: null })}>
                    {t('email.groupPicker.addGroup')}
                  </Button>
                </Group>
                {groups.error && <ErrorAlert message={errorText(groups.error)} />}
                {rows.length === 0 ? (
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    {groups.data ? t('email.groupPicker.none') : t('common.loading')}
                  </Text>
                ) : (
                  <HeadedTable
                    scrollArea={{ mah: 380 }}
                    aria-label={t('email.groupPicker.title')}
                    striped
                    verticalSpacing={6}
                    head={
                      <SelectAllCell
                        w={36}
                        label={t('email.selectAll')}
                        checked={allOn}
                        onChange={(checked) => toggleAll(rows, checked)}
                      />
                    }
                    headers={[t('email.groupModal.name'), t('email.form.recipients'), '']}
                  >
                    {rows.map((g) => (
                      <Table.Tr key={g._id}>
                        <SelectCell label={g.name} checked={picked.has(g._id)} onChange={(on) => toggle(g, on)} />
                        <Table.Td>{g.name}</Table.Td>
                        <Table.Td>{t('email.form.members', { count: g.count })}</Table.Td>
                        <Table.Td>
                          <Group gap={6} justify="flex-end" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="light"
                              leftSection={<IconPencil size={14} />}
                              onClick={() => setEditing({ id: g._id })}
                            >
                              {t('common.edit')}
                            </Button>
                            <DeleteButton onClick={() => confirmDelete(g)} />
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </HeadedTable>
                )}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="classes" pt="sm">
              <ClassGroupTable picked={picked} onToggle={toggleAll} />
            </Tabs.Panel>
          </Tabs>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => onPick([...picked.values()])}>
              {t('email.groupPicker.confirm', { count: picked.size })}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <GroupModal
        groupId={editing?.id ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={(group) => {
          setEditing(null);
          const next = new Map(picked);
          next.set(group._id, group);
          setPicked(next);
          void utils.admin.getGroupEmails.invalidate();
        }}
      />
    </>
  );
}
