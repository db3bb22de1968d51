import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ListSort } from '../list-state.ts';
import type { TableColumn } from './record-table.tsx';

export type CardSortProps = {
  columns: readonly TableColumn[];
  sort: ListSort | null;
  onSort: (sort: ListSort | null) => void;
};

const DEFAULT_ORDER = '';

/**
 * The cards' sorting, in place of the table's column headers: the column to sort by (or the
 * default order) and a button turning the direction.
 */
export function CardSort({ columns, sort, onSort }: CardSortProps) {
  const { t } = useTranslation();
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  const direction = sort?.direction ?? 'asc';
  const directionLabel =
    direction === 'asc' ? t('records.list.ascending') : t('records.list.descending');
  return (
    <Stack direction="row" spacing={1} sx={{ px: 2, pt: 2, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        fullWidth
        label={t('records.list.sortBy')}
        value={sort?.field ?? DEFAULT_ORDER}
        onChange={(event) => {
          const field = event.target.value;
          onSort(field === DEFAULT_ORDER ? null : { field, direction });
        }}
        slotProps={{
          // The default order is an empty value, named in the field rather than left blank.
          select: { displayEmpty: true },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'card-sort-field' },
        }}
      >
        <MenuItem value={DEFAULT_ORDER}>{t('records.list.defaultOrder')}</MenuItem>
        {sortable.map((column) => (
          <MenuItem key={column.field} value={column.field}>
            {column.header}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={directionLabel}
        title={directionLabel}
        disabled={!sort}
        data-testid="card-sort-direction"
        onClick={() =>
          sort && onSort({ ...sort, direction: sort.direction === 'asc' ? 'desc' : 'asc' })
        }
      >
        {direction === 'asc' ? <ArrowUpwardOutlined /> : <ArrowDownwardOutlined />}
      </IconButton>
    </Stack>
  );
}
