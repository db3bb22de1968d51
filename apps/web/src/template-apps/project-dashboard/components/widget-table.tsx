import type { WidgetTable, WidgetTableCell } from '@flockbook/mock-api/project-dashboard';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { formatDecimal } from '../../../records/number-format.ts';

/** The icons a cell may name. */
const icons: Record<string, ReactNode> = {
  trending_up: <TrendingUp fontSize="small" aria-hidden />,
  trending_down: <TrendingDown fontSize="small" aria-hidden />,
};

/** What a cell's class tokens look like. */
const classStyles: Record<string, Record<string, string | number>> = {
  bold: { fontWeight: 600 },
  category: { fontWeight: 600 },
  positive: { color: 'success.main' },
  negative: { color: 'error.main' },
};

function cellSx(classes: string): SxProps<Theme> {
  const styles = classes.split(/\s+/).map((token) => classStyles[token] ?? {});
  return Object.assign({ whiteSpace: 'nowrap' }, ...styles) as SxProps<Theme>;
}

/**
 * A widget table (columns and rows of cells). Column titles are named in the page's language
 * where it knows them; `format` writes a numeric cell (money, percent) by its column.
 */
export function WidgetTableView({
  table,
  titleOf,
  format,
  empty,
  testId,
}: {
  table: WidgetTable;
  titleOf: (columnId: string, fallback: string) => string;
  format: (cell: WidgetTableCell) => string;
  empty: string;
  testId: string;
}) {
  if (table.rows.length === 0) {
    return <Typography color="text.secondary">{empty}</Typography>;
  }
  return (
    <TableContainer>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {table.columns.map((column) => (
              <TableCell key={column.id} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {titleOf(column.id, column.title)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={row.id} hover>
              {row.cells.map((cell) => (
                <TableCell key={cell.id} sx={cellSx(cell.classes)}>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                    {icons[cell.icon] ?? null}
                    {/* Phone numbers and addresses read left to right in Arabic too. */}
                    <bdi dir={/\b(phone|email)\b/.test(cell.classes) ? 'ltr' : undefined}>
                      {format(cell)}
                    </bdi>
                  </Stack>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A number cell in the locale's digits; text as it is. */
export function plainCell(cell: WidgetTableCell, locale: string): string {
  return typeof cell.value === 'number' ? formatDecimal(cell.value, locale, 1) : cell.value;
}
