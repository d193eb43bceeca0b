import { Paper } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { HeadedTable } from './HeadedTable';
import './stacked-table.css';

interface StackedTableProps {
  headers: string[];
  'aria-label'?: string;
  /** A border around the table (default); off inside a card that has its own. */
  withBorder?: boolean;
  /** The body rows, one `Table.Td` per header, in order. */
  children: ReactNode;
}

/**
 * A bordered, striped table on a wide screen; on a phone (below 48em) a stack of cards with no sideways
 * scrolling: each row a card, the first cell its title, the others labelled with their column's name.
 */
export function StackedTable({ headers, 'aria-label': label, withBorder = true, children }: StackedTableProps) {
  // Each column's name as a CSS string for the cells' labels (stacked-table.css).
  const names = Object.fromEntries(headers.map((h, i) => [`--col-${i + 1}`, JSON.stringify(h)])) as CSSProperties;
  return (
    <Paper withBorder={withBorder} radius="md" className="stacked-table" style={names}>
      <HeadedTable headers={headers} striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        {children}
      </HeadedTable>
    </Paper>
  );
}
