import { Checkbox, Table } from '@mantine/core';

interface SelectAllCellProps {
  label: string;
  /** The header cell's width. */
  w: number;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A header cell with the box that chooses or clears every row. */
export function SelectAllCell({ label, w, checked, indeterminate, disabled, onChange }: SelectAllCellProps) {
  return (
    <Table.Th w={w}>
      <Checkbox
        aria-label={label}
        checked={checked}
        indeterminate={indeterminate}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    </Table.Th>
  );
}

interface SelectCellProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A row's cell with the box that chooses it. */
export function SelectCell({ label, checked, disabled, onChange }: SelectCellProps) {
  return (
    <Table.Td>
      <Checkbox
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    </Table.Td>
  );
}
