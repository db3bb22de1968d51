import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { alpha, darken, lighten } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import type { KeyboardEvent, ReactNode } from 'react';
import { dataTextProps } from '../../components/data-text.tsx';
import type { ListSort } from '../list-state.ts';
import type { RecordBase } from '../record-area.ts';
import { EmptyListContext, EmptyListOverlay } from './list-overlays.tsx';
import type { EmptyListInfo } from './list-overlays.tsx';
import { BusyBar } from '../../components/busy-bar.tsx';

/** A column as the table draws it: its header, size, alignment and cell. */
export type TableColumn = {
  field: string;
  header: string;
  sortable: boolean;
  align: 'left' | 'right' | 'center';
  /** Figures: drawn with digits of one width, on one line. */
  numeric?: boolean;
  /** Text from data (names, notes): drawn in its own direction. */
  dataText?: boolean;
  width?: number;
  /** On the record's card on a phone (see `cardColumns`). */
  phone?: boolean;
  cell: (row: RecordBase) => ReactNode;
};

export type RecordTableProps = {
  columns: readonly TableColumn[];
  rows: readonly RecordBase[];
  sort: ListSort | null;
  /** Asks for the next order of a column: ascending, descending, then the default order. */
  onSort: (sort: ListSort | null) => void;
  onOpen: (row: RecordBase) => void;
  loading: boolean;
  empty: EmptyListInfo;
};

function nextSort(field: string, current: ListSort | null): ListSort | null {
  if (current?.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}

const headerSx = {
  bgcolor: 'action.hover',
  fontWeight: 600,
  color: 'text.secondary',
  fontSize: '1.2rem',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  height: 48,
  py: 0,
} as const;

/** One line per cell, as narrow as a data grid's, so that wide lists stay readable. */
const cellSx = { whiteSpace: 'nowrap', px: 1.25 } as const;

/** The class of a cell holding a figure (tabular figures on one line). */
const NUMBER_CELL_CLASS = 'record-table-number';

/*
 * The body's rows and cells are plain elements styled once, from the table, as MUI's rows and
 * cells look: a page of 50 rows has some 450 cells, and MUI's cell components work out their
 * styles anew for every one of them on every render.
 */
const tableSx: SxProps<Theme> = (theme) => {
  const { palette } = theme;
  const { body2 } = theme.typography;
  const solidDivider = alpha(palette.divider, 1);
  const border =
    palette.mode === 'light' ? lighten(solidDivider, 0.88) : darken(solidDivider, 0.68);
  return {
    '& tbody tr.record-table-row': {
      cursor: 'pointer',
      height: 52,
      verticalAlign: 'middle',
      outline: 0,
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { backgroundColor: palette.action.focus },
    },
    '& tbody tr.record-table-row:last-child td': { borderBottom: 0 },
    '& tbody tr.record-table-row td': {
      fontFamily: body2.fontFamily,
      fontSize: body2.fontSize,
      fontWeight: body2.fontWeight,
      lineHeight: body2.lineHeight,
      letterSpacing: body2.letterSpacing,
      ...cellSx,
      color: palette.text.primary,
      borderBottom: `1px solid ${border}`,
      textAlign: 'left' as const,
      py: 0.75,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    '& tbody tr.record-table-row td.record-table-right': { textAlign: 'right' as const },
    '& tbody tr.record-table-row td.record-table-center': { textAlign: 'center' as const },
    [`& .${NUMBER_CELL_CLASS}`]: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  };
};

const alignClass = { left: '', right: 'record-table-right', center: 'record-table-center' };

function cellClass(column: TableColumn): string | undefined {
  const names = [alignClass[column.align], column.numeric ? NUMBER_CELL_CLASS : ''];
  return names.filter(Boolean).join(' ') || undefined;
}

/**
 * One page of an area's records as a plain table: a header per column (a click, or Enter on
 * its sort button, sorts on the server), a row per record that opens it on click or Enter, a
 * bar while a page loads and the empty state when there are no rows.
 */
export function RecordTable({
  columns,
  rows,
  sort,
  onSort,
  onOpen,
  loading,
  empty,
}: RecordTableProps) {
  const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>, row: RecordBase) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    onOpen(row);
  };

  return (
    <Box sx={{ position: 'relative' }} aria-busy={loading}>
      {loading ? <BusyBar testId="record-list-loading" /> : null}
      <TableContainer>
        <Table size="medium" sx={tableSx}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const active = sort?.field === column.field;
                return (
                  <TableCell
                    key={column.field}
                    align={column.align}
                    sortDirection={active ? sort.direction : false}
                    onClick={
                      column.sortable ? () => onSort(nextSort(column.field, sort)) : undefined
                    }
                    sx={{
                      ...cellSx,
                      ...headerSx,
                      // Narrower than its columns ask, the list wraps headers and shrinks cells
                      // to their content; it scrolls sideways only when that does not fit.
                      whiteSpace: 'normal',
                      width: column.width,
                      cursor: column.sortable ? 'pointer' : undefined,
                    }}
                  >
                    {column.sortable ? (
                      <TableSortLabel active={active} direction={active ? sort.direction : 'asc'}>
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <tr
                key={row.id}
                tabIndex={0}
                className="record-table-row"
                onClick={() => onOpen(row)}
                onKeyDown={(event) => openOnEnter(event, row)}
              >
                {columns.map((column) => (
                  <td
                    key={column.field}
                    className={cellClass(column)}
                    {...(column.dataText ? dataTextProps : {})}
                    style={column.width === undefined ? undefined : { maxWidth: column.width }}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && !loading ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ height: 280, borderBottom: 0 }}>
                  <EmptyListContext value={empty}>
                    <EmptyListOverlay />
                  </EmptyListContext>
                </TableCell>
              </TableRow>
            ) : null}
            {rows.length === 0 && loading ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ height: 280, borderBottom: 0 }} />
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
