import { isMoneyField } from '@flockbook/contracts/values';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { fieldLabel } from '../area-texts.ts';
import { recordPageQuery } from '../api/record-api.ts';
import { displayValue } from '../display-value.ts';
import { useAreaPermissions } from '../hooks/use-area-permissions.ts';
import { useCellContext } from '../hooks/use-cell-context.ts';
import { useListState } from '../hooks/use-list-state.ts';
import { usePhone } from '../hooks/use-phone.ts';
import { isFiltered, listStateToApiQuery, PAGE_SIZE_OPTIONS } from '../list-state.ts';
import type { ListSort } from '../list-state.ts';
import { sumDecimals } from '../number-format.ts';
import { editPath, filterNames } from '../record-area.ts';
import type { CellContext, RecordArea, RecordBase, RecordColumn } from '../record-area.ts';
import { CardSort } from './card-sort.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { FilterBar } from './filter-bar.tsx';
import { ListAnnouncement } from './list-announcement.tsx';
import { cardColumns, RecordCards } from './record-cards.tsx';
import { RecordTable } from './record-table.tsx';
import type { TableColumn } from './record-table.tsx';
import { TotalsFooter } from './totals-footer.tsx';
import type { PageTotal } from './totals-footer.tsx';

export type RecordListProps = {
  area: RecordArea;
  /** 'url' keeps the filters in the address (a list page); 'local' keeps them here (tabs). */
  stateMode?: 'url' | 'local';
  /** Filters the page decides (a flock page's `flockId`); not shown, always sent. */
  fixedFilters?: Readonly<Record<string, string>>;
  /** Shown inside a flock's page: the flock and farm columns are left out. */
  inFlock?: boolean;
  /** Extra buttons beside the export buttons (a quick-add). */
  actions?: ReactNode;
  /** Reports the number of matching records (for a page header). */
  onTotal?: (total: number) => void;
};

const NUMERIC_TYPES = new Set(['integer', 'decimal', 'money', 'percent']);

function cellValue<TItem extends RecordBase>(column: RecordColumn<TItem>, row: TItem): unknown {
  return column.value
    ? column.value(row)
    : (row as unknown as Record<string, unknown>)[column.field];
}

function toTableColumn(
  column: RecordColumn<RecordBase>,
  context: CellContext,
  yes: string,
  no: string,
): TableColumn {
  const type = column.type ?? 'text';
  const numeric = NUMERIC_TYPES.has(type);
  const unit = context.texts.units?.[column.field];
  const display = (row: RecordBase) => {
    const text = displayValue(
      cellValue(column, row),
      { type, field: column.field, decimals: column.decimals, yes, no },
      context,
    );
    return unit && text ? `${text} ${unit}` : text;
  };
  return {
    field: column.field,
    header: fieldLabel(context.texts, column.label ?? column.field),
    sortable: column.sortable !== false,
    align: column.align ?? (numeric ? 'right' : 'left'),
    width: column.width,
    numeric,
    dataText: type === 'text',
    phone: column.phone,
    cell: column.render ? (row) => column.render?.(row, context) : display,
  };
}

/**
 * The generic server-paged list of an area: filter bar, a table of one page of records (paging,
 * one-column sorting sent as `sort=field:dir`), a 'Page total' row, CSV and Excel export of
 * the filtered rows, and empty and error states. A row click opens the record. On a phone the
 * page's records are cards of their key columns, sorted by a select. Memoised: a
 * page showing the list's total (`onTotal`) draws again when it arrives, the list need not.
 */
export const RecordList = memo(function RecordList({
  area,
  stateMode = 'url',
  fixedFilters = {},
  inFlock = false,
  actions,
  onTotal,
}: RecordListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const context = useCellContext(area);
  const names = useMemo(() => filterNames(area), [area]);
  const [state, update] = useListState(
    { filterNames: names, sortFields: area.sortFields },
    stateMode,
  );
  const query = listStateToApiQuery(state, fixedFilters).toString();

  const list = useQuery({ ...recordPageQuery(area, query), placeholderData: keepPreviousData });

  const sortRefused = list.error instanceof ApiError && list.error.fieldErrors.sort !== undefined;
  useEffect(() => {
    // An address with a sort the server refuses: fall back to the default order.
    if (sortRefused) update((current) => ({ ...current, sort: null }));
  }, [sortRefused, update]);

  const total = list.data?.total;
  useEffect(() => {
    if (total !== undefined) onTotal?.(total);
  }, [total, onTotal]);

  const yes = t('records.list.yes');
  const no = t('records.list.no');
  const { canSeeMoney } = useAreaPermissions(area);
  // Staff answers carry no money, so its columns are left out rather than shown empty.
  const shown = useMemo(
    () =>
      (area.columns as readonly RecordColumn<RecordBase>[]).filter(
        (column) =>
          !(inFlock && column.hideInFlock) && (canSeeMoney || !isMoneyField(column.field)),
      ),
    [area.columns, inFlock, canSeeMoney],
  );
  const columns = useMemo(
    () => shown.map((column) => toTableColumn(column, context, yes, no)),
    [shown, context, yes, no],
  );

  const phone = usePhone();
  const onCard = useMemo(() => cardColumns(columns), [columns]);

  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  const totals = useMemo<PageTotal[]>(
    () =>
      shown
        .filter((column) => column.total)
        .map((column) => {
          const sum = sumDecimals(
            rows.map((row) => {
              const value = cellValue(column, row);
              return typeof value === 'number' || typeof value === 'string' ? value : null;
            }),
          );
          return {
            field: column.field,
            label: fieldLabel(context.texts, column.label ?? column.field),
            value: displayValue(
              sum,
              {
                type: column.type ?? 'integer',
                field: column.field,
                decimals: column.decimals,
                yes,
                no,
              },
              context,
            ),
          };
        }),
    [shown, rows, context, yes, no],
  );

  const empty = useMemo(
    () => ({ filtered: isFiltered(state), message: context.texts.empty }),
    [state, context.texts.empty],
  );

  const sortBy = (sort: ListSort | null) => update((current) => ({ ...current, page: 1, sort }));
  const open = (row: RecordBase) =>
    void navigate(area.rowHref ? area.rowHref(row) : editPath(area, row.id));

  return (
    <Card sx={{ overflow: 'hidden' }} data-testid={`record-list-${area.id}`}>
      <Stack
        direction={{ xs: 'column', lg: 'row' }}
        spacing={1.5}
        sx={{ p: 2, alignItems: { lg: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <FilterBar
          filters={area.filters}
          search={area.search !== false}
          state={state}
          update={update}
          texts={context.texts}
          fixed={fixedFilters}
        />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'center' }}>
          <ExportButtons
            endpoint={area.endpoint}
            baseName={area.id}
            state={state}
            fixed={fixedFilters}
          />
          {actions}
        </Stack>
      </Stack>
      <Divider />
      {list.isError && !sortRefused ? (
        <Box sx={{ p: 3 }} data-testid="record-list-error">
          <ErrorState
            error={list.error}
            title={t('records.list.errorTitle')}
            onRetry={() => void list.refetch()}
          />
        </Box>
      ) : (
        <>
          {phone ? (
            <>
              <CardSort columns={columns} sort={state.sort} onSort={sortBy} />
              <RecordCards
                columns={onCard}
                rows={rows}
                onOpen={open}
                loading={list.isFetching}
                empty={empty}
              />
            </>
          ) : (
            <RecordTable
              columns={columns}
              rows={rows}
              sort={state.sort}
              onSort={sortBy}
              onOpen={open}
              loading={list.isFetching}
              empty={empty}
            />
          )}
          <ListAnnouncement
            summary={
              list.isFetching || total === undefined
                ? null
                : {
                    sort: state.sort,
                    sortLabel: columns.find((column) => column.field === state.sort?.field)?.header,
                    total,
                    page: state.page,
                    pageSize: state.pageSize,
                    totals,
                  }
            }
          />
          <TotalsFooter
            totals={totals}
            paging={{
              page: state.page - 1,
              pageSize: state.pageSize,
              pageSizes: PAGE_SIZE_OPTIONS,
              total: total ?? 0,
              onChange: ({ page, pageSize }) =>
                update((current) => ({
                  ...current,
                  page: pageSize !== current.pageSize ? 1 : page + 1,
                  pageSize,
                })),
            }}
          />
        </>
      )}
    </Card>
  );
});
