import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface DataTableProps {
  minWidth: number;
  headers: string[];
  'aria-label'?: string;
  /** The body rows. */
  children: ReactNode;
}

/** A bordered, striped, horizontally scrolling table with one header row. */
export function DataTable({ minWidth, headers, 'aria-label': label, children }: DataTableProps) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
