import { Paper } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { HeadedTable } from './HeadedTable';
import { useMedia } from './use-media';
import './stacked-table.css';

/** Where stacked-table.css turns rows into cards. */
const phoneQuery = '(max-width: 48em)';

interface StackedTableProps {
  headers: string[];
  'aria-label'?: string;
  /** A border around the table (default); off inside a card that has its own. */
  withBorder?: boolean;
  /** On a wider screen, the width below which the table scrolls sideways rather than squeezing its columns. */
  minWidth?: number;
  /** The body rows, one `Table.Td` per header, in order. */
  children: ReactNode;
}

/**
 * A bordered, striped table on a wide screen; on a phone (below 48em) a stack of cards with no sideways
 * scrolling: each row a card, the first cell its title, the others labelled with their column's name (a
 * cell past the eighth column, or one that names itself, with its `data-label`), and empty cells left out.
 */
export function StackedTable({
  headers,
  'aria-label': label,
  withBorder = true,
  minWidth,
  children,
}: StackedTableProps) {
  const phone = useMedia(phoneQuery);
  // Each column's name as a CSS string for the cells' labels (stacked-table.css).
  const names = Object.fromEntries(headers.map((h, i) => [`--col-${i + 1}`, JSON.stringify(h)])) as CSSProperties;
  return (
    <Paper withBorder={withBorder} radius="md" className="stacked-table" style={names}>
      <HeadedTable
        headers={headers}
        minWidth={phone ? undefined : minWidth}
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
