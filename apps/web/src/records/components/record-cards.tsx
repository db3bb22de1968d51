import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';
import { dataTextProps } from '../../components/data-text.tsx';
import { directionOf } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { RecordBase } from '../record-area.ts';
import { EmptyListContext, EmptyListOverlay } from './list-overlays.tsx';
import type { EmptyListInfo } from './list-overlays.tsx';
import type { TableColumn } from './record-table.tsx';
import { BusyBar } from '../../components/busy-bar.tsx';

/** How many columns a card shows when the area marks none for phones. */
export const DEFAULT_CARD_COLUMNS = 4;

/** The columns a record's card shows: those marked for phones, else the first few. */
export function cardColumns<TColumn extends { phone?: boolean | undefined }>(
  columns: readonly TColumn[],
): TColumn[] {
  const marked = columns.filter((column) => column.phone);
  return marked.length > 0 ? marked : columns.slice(0, DEFAULT_CARD_COLUMNS);
}

export type RecordCardsProps = {
  /** The card's columns: the first is its heading, the others its labelled values. */
  columns: readonly TableColumn[];
  rows: readonly RecordBase[];
  onOpen: (row: RecordBase) => void;
  loading: boolean;
  empty: EmptyListInfo;
};

const listSx: SxProps<Theme> = (theme) => ({
  listStyle: 'none',
  m: 0,
  p: 2,
  display: 'grid',
  gap: 1.5,
  '& .record-card': {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    p: 1.5,
    borderRadius: 2,
    border: `1px solid ${theme.palette.divider}`,
    cursor: 'pointer',
    outline: 0,
    minWidth: 0,
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': {
      backgroundColor: theme.palette.action.focus,
      boxShadow: `0 0 0 2px ${theme.palette.primary.main}`,
    },
  },
  '& .record-card-body': { flex: 1, minWidth: 0 },
  '& .record-card-title': {
    ...theme.typography.subtitle2,
    fontWeight: 600,
    mb: 0.75,
    overflowWrap: 'anywhere',
  },
  '& .record-card-fields': {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: 2,
    rowGap: 0.75,
    m: 0,
  },
  '& .record-card-fields dt': {
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
  },
  '& .record-card-fields dd': {
    ...theme.typography.body2,
    m: 0,
    overflowWrap: 'anywhere',
  },
  '& .record-card-number': { fontVariantNumeric: 'tabular-nums' },
  '& .record-card-open': { color: theme.palette.text.disabled, flexShrink: 0 },
});

/**
 * One page of an area's records as cards, the table's form on a phone: each card shows the
 * record's key columns and opens the record on a tap or Enter, as a table row does. A bar
 * runs while a page loads; without rows the list's empty state shows.
 */
export function RecordCards({ columns, rows, onOpen, loading, empty }: RecordCardsProps) {
  const { i18n } = useTranslation();
  const Chevron = directionOf(i18n.language) === 'rtl' ? ChevronLeftOutlined : ChevronRightOutlined;
  const [heading, ...details] = columns;
  const openOnEnter = (event: KeyboardEvent<HTMLDivElement>, row: RecordBase) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    onOpen(row);
  };

  return (
    <Box
      sx={{ position: 'relative', minHeight: loading && rows.length === 0 ? 280 : 0 }}
      aria-busy={loading}
    >
      {loading ? <BusyBar testId="record-list-loading" /> : null}
      {rows.length === 0 && !loading ? (
        <Box sx={{ height: 280 }}>
          <EmptyListContext value={empty}>
            <EmptyListOverlay />
          </EmptyListContext>
        </Box>
      ) : null}
      {rows.length > 0 ? (
        <Box component="ul" sx={listSx} data-testid="record-cards">
          {rows.map((row) => (
            <li key={row.id}>
              <div
                role="link"
                tabIndex={0}
                className="record-card"
                data-testid="record-card"
                onClick={() => onOpen(row)}
                onKeyDown={(event) => openOnEnter(event, row)}
              >
                <div className="record-card-body">
                  {heading ? (
                    <div className="record-card-title" {...(heading.dataText ? dataTextProps : {})}>
                      {heading.cell(row)}
                    </div>
                  ) : null}
                  <dl className="record-card-fields">
                    {details.map((column) => (
                      <div key={column.field} data-field={column.field}>
                        <dt>{column.header}</dt>
                        <dd
                          className={column.numeric ? 'record-card-number' : undefined}
                          {...(column.dataText ? dataTextProps : {})}
                        >
                          {column.cell(row)}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </div>
                <Chevron className="record-card-open" aria-hidden />
              </div>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
