import type { WidgetTable as WidgetTableData } from '@flockbook/mock-api/analytics-dashboard';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SimpleTable } from '../../../records/components/simple-table.tsx';
import { useFigureFormat } from './chart-format.ts';

type Cell = WidgetTableData['rows'][number]['cells'][number];

const icons: Record<string, ReactNode> = {
  trending_up: <TrendingUpIcon fontSize="small" />,
  trending_down: <TrendingDownIcon fontSize="small" />,
};

/** The colour and weight a cell's style names ask for. */
function cellStyle(classes: string) {
  const names = new Set(classes.split(/\s+/));
  return {
    color: names.has('positive')
      ? 'success.main'
      : names.has('negative')
        ? 'error.main'
        : 'inherit',
    fontWeight: names.has('strong') ? 600 : undefined,
  };
}

/**
 * A widget table (columns, rows of cells with classes and icons): column titles come from
 * `columnTitles` by column id when the language has them, numbers read in the locale.
 */
export function WidgetTable({
  table,
  columnTitles,
  empty,
  testId,
}: {
  table: WidgetTableData;
  columnTitles: Record<string, string>;
  empty: string;
  testId: string;
}) {
  const figures = useFigureFormat();
  const numeric = (columnId: string) =>
    table.rows.some(
      (row) => typeof row.cells.find((cell) => cell.id === columnId)?.value === 'number',
    );
  const text = (cell: Cell) => {
    if (typeof cell.value === 'string') return cell.value;
    const number = new Intl.NumberFormat(figures.locale, { maximumFractionDigits: 1 }).format(
      cell.value,
    );
    return cell.classes.split(/\s+/).includes('percent') ? `${number}%` : number;
  };

  if (table.rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <SimpleTable
      testId={testId}
      columns={table.columns.map((column) => ({
        label: columnTitles[column.id] ?? column.title,
        numeric: numeric(column.id),
      }))}
    >
      {table.rows.map((row) => (
        <TableRow key={row.id}>
          {row.cells.map((cell) => (
            <TableCell
              key={cell.id}
              align={typeof cell.value === 'number' ? 'right' : 'left'}
              sx={cellStyle(cell.classes)}
            >
              <Box
                component="span"
                dir={typeof cell.value === 'string' ? 'auto' : undefined}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                {icons[cell.icon] ?? null}
                {text(cell)}
              </Box>
            </TableCell>
          ))}
        </TableRow>
      ))}
    </SimpleTable>
  );
}
