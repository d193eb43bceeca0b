import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserSearchTable } from './UserSearchTable';

interface RecipientPickerProps {
  opened: boolean;
  onClose: () => void;
  onPick: (emails: string[]) => void;
}

/** The recipient modal: search users by name or e-mail, tick them (across pages), add their addresses. */
export function RecipientPicker({ opened, onClose, onPick }: RecipientPickerProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const close = () => {
    setPicked(new Map());
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('email.recipientPicker.title')} size="xl">
      {opened && (
        <Stack gap="sm">
          <UserSearchTable
            searchLabel={t('email.recipientPicker.search')}
            empty={t('email.recipientPicker.none')}
            selected={new Set(picked.keys())}
            onToggle={(user, on) => {
              const next = new Map(picked);
              if (on) next.set(user._id, user.email);
              else next.delete(user._id);
              setPicked(next);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              disabled={picked.size === 0}
              onClick={() => {
                onPick([...picked.values()]);
                setPicked(new Map());
              }}
            >
              {t('email.recipientPicker.confirm', { count: picked.size })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
