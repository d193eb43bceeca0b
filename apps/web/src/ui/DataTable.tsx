import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { HeadedTable } from './HeadedTable';

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
      <HeadedTable
        minWidth={minWidth}
        headers={headers}
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={label}
      >
        {children}
      </HeadedTable>
    </Paper>
  );
}
