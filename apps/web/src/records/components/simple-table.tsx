import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export type SimpleColumn = { label: string; numeric?: boolean };

/** A small read-only table (figures, ledgers): bold headings, numbers aligned to the end. */
export function SimpleTable({
  columns,
  children,
  testId,
}: {
  columns: readonly SimpleColumn[];
  /** The rows: `TableRow`s whose cells follow the columns. */
  children: ReactNode;
  testId?: string;
}) {
  return (
    <TableContainer>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell
                key={`${index}-${column.label}`}
                align={column.numeric ? 'right' : 'left'}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
