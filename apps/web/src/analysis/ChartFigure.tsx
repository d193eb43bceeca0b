import { Box, Button, Table, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The figures a chart draws, as a table: the column names and one row of cells per data point. */
export interface ChartFigures {
  headers: string[];
  rows: (string | number)[][];
}

interface ChartFigureProps {
  /** What the chart shows: the figure's name and its table's. */
  label: string;
  /** The chart's height in pixels. */
  h: number;
  figures: ChartFigures;
  /** The nivo chart. */
  children: ReactNode;
}

function FiguresTable({ label, figures }: { label: string; figures: ChartFigures }) {
  return (
    <Table aria-label={label} striped withTableBorder fz="sm" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          {figures.headers.map((header) => (
            <Table.Th key={header} scope="col">
              {header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {figures.rows.map((row, i) => (
          // Rows have no id of their own; their order is the chart's.
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are redrawn whole, never reordered
          <Table.Tr key={i}>
            {row.map((cell, j) =>
              j === 0 ? (
                <Table.Th key={figures.headers[j]} scope="row" fw={400}>
                  {cell}
                </Table.Th>
              ) : (
                <Table.Td key={figures.headers[j]}>{cell}</Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A chart as a figure named by `label`. An svg chart says nothing to a screen reader and its tooltips need a
 * mouse, so the drawing is hidden from assistive technology and the same figures are always there as a table:
 * visually hidden under the chart, or in its place for anyone who asks for it with the toggle.
 */
export function ChartFigure({ label, h, figures, children }: ChartFigureProps) {
  const { t } = useTranslation();
  const [asTable, { toggle }] = useDisclosure(false);
  return (
    <Box component="figure" m={0} aria-label={label}>
      {asTable ? (
        <FiguresTable label={label} figures={figures} />
      ) : (
        <>
          <Box h={h} aria-hidden="true">
            {children}
          </Box>
          <VisuallyHidden>
            <FiguresTable label={label} figures={figures} />
          </VisuallyHidden>
        </>
      )}
      <Button
        size="compact-xs"
        variant="subtle"
        mt={4}
        leftSection={asTable ? <IconChartBar size={14} aria-hidden /> : <IconTable size={14} aria-hidden />}
        onClick={toggle}
      >
        {asTable ? t('charts.showChart') : t('charts.showTable')}
      </Button>
    </Box>
  );
}
