import { ActionIcon, Button } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** A list's "Add …" button; disabled at the list's limit. */
export function AddButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<IconPlus size={16} />}
      onClick={onClick}
      disabled={disabled}
      style={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}

/** A list item's remove button, named for the item ("Remove choice C"). */
export function RemoveButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      <IconTrash size={18} />
    </ActionIcon>
  );
}
