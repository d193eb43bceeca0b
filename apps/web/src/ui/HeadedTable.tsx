import { ScrollArea, type ScrollAreaAutosizeProps, Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { scrollRegion } from './scroll-region';

export interface HeadedTableProps extends TableProps {
  /** The column names, one header cell each. */
  headers?: string[];
  /** Header cells before the named ones (a select-all box), or all of them where they need widths. */
  head?: ReactNode;
  /** Scrolls sideways below this width. */
  minWidth?: number;
  /** Scrolls down within this box. */
  scrollArea?: Pick<ScrollAreaAutosizeProps, 'mah' | 'type'>;
  /** The body rows. */
  children: ReactNode;
}

/** A table with one header row, scrolling sideways below `minWidth` or down within `scrollArea`. */
export function HeadedTable({ headers = [], head, minWidth, scrollArea, children, ...tableProps }: HeadedTableProps) {
  const table = (
    <Table {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {head}
          {headers.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  // The scrolling box is named after the table it holds.
  const viewportProps = scrollRegion(tableProps['aria-label']);
  if (minWidth !== undefined)
    return (
      <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps }}>
        {table}
      </Table.ScrollContainer>
    );
  if (scrollArea)
    return (
      <ScrollArea.Autosize {...scrollArea} viewportProps={viewportProps}>
        {table}
      </ScrollArea.Autosize>
    );
  return table;
}
