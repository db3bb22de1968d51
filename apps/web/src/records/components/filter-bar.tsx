import ClearAllOutlined from '@mui/icons-material/ClearAllOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { DataLine } from '../../components/data-text.tsx';
import { usePageIdle } from '../../lib/use-page-idle.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { fieldLabel, optionLabel } from '../area-texts.ts';
import type { AreaTexts } from '../area-texts.ts';
import { useFarmOptions, useFlockOptions } from '../hooks/use-record-options.ts';
import type { ListState } from '../list-state.ts';
import { isFiltered } from '../list-state.ts';
import type { RecordFilter } from '../record-area.ts';
import type { ListStateUpdate } from '../hooks/use-list-state.ts';

export const SEARCH_DEBOUNCE_MS = 400;

export type FilterBarProps = {
  filters: readonly RecordFilter[];
  search: boolean;
  state: ListState;
  update: ListStateUpdate;
  texts: AreaTexts;
  /** Filters fixed by the page (a flock page's flock): their selects are not shown. */
  fixed: Readonly<Record<string, string>>;
};

const dateSx = {
  width: { xs: 'calc(50% - 6px)', sm: 150 },
  flex: { xs: '1 1 40%', sm: '0 0 auto' },
};
const fieldSx = { width: { xs: '100%', sm: 170 }, flex: { xs: '1 1 100%', sm: '0 0 auto' } };

/** The list's filters: farm, flock, the area's own choices, a date range and a search box. */
export function FilterBar({ filters, search, state, update, texts, fixed }: FilterBarProps) {
  const { t } = useTranslation();
  const farmId = fixed.farmId ?? state.filters.farmId ?? '';
  const wantsFarm =
    filters.some((filter) => filter.kind === 'farm') && !fixed.farmId && !fixed.flockId;
  const wantsFlock = filters.some((filter) => filter.kind === 'flock') && !fixed.flockId;
  // A chosen farm or flock needs its name at once; the choices themselves can wait until the
  // list has been drawn.
  const idle = usePageIdle();
  const farms = useFarmOptions({ enabled: wantsFarm && (idle || Boolean(farmId)) });
  const flocks = useFlockOptions({
    enabled: wantsFlock && (idle || Boolean(state.filters.flockId)),
  });

  const setFilter = (name: string, value: string) =>
    update((current) => {
      const next = { ...current.filters };
      if (value) next[name] = value;
      else delete next[name];
      // A flock of another farm would filter everything away.
      if (name === 'farmId' && value && next.flockId) {
        const flock = flocks.data?.find((candidate) => candidate.id === next.flockId);
        if (flock && flock.farmId !== value) delete next.flockId;
      }
      return { ...current, page: 1, filters: next };
    });

  const flockOptions = (flocks.data ?? []).filter((flock) => !farmId || flock.farmId === farmId);

  return (
    <Stack
      direction="row"
      data-testid="record-filters"
      sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      {search ? (
        <SearchBox
          value={state.q}
          onChange={(q) => update((current) => ({ ...current, q, page: 1 }))}
        />
      ) : null}
      {wantsFarm ? (
        <TextField
          select
          label={t('records.list.farm')}
          value={farms.data?.some((farm) => farm.id === farmId) ? farmId : ''}
          onChange={(event) => setFilter('farmId', event.target.value)}
          name="farmId"
          sx={fieldSx}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('records.list.allFarms')}</MenuItem>
          {(farms.data ?? []).map((farm) => (
            <MenuItem key={farm.id} value={farm.id}>
              <DataLine>{farm.name}</DataLine>
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {wantsFlock ? (
        <TextField
          select
          label={t('records.list.flock')}
          value={
            flockOptions.some((flock) => flock.id === state.filters.flockId)
              ? state.filters.flockId
              : ''
          }
          onChange={(event) => setFilter('flockId', event.target.value)}
          name="flockId"
          sx={{ ...fieldSx, width: { xs: '100%', sm: 210 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('records.list.allFlocks')}</MenuItem>
          {flockOptions.map((flock) => (
            <MenuItem key={flock.id} value={flock.id}>
              <DataLine>
                {flock.name}
                {flock.status === 'closed' ? ` (${t('records.list.closedFlock')})` : ''}
              </DataLine>
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {filters.map((filter) =>
        filter.kind === 'enum' ? (
          <TextField
            key={filter.name}
            select
            label={fieldLabel(texts, filter.name)}
            value={state.filters[filter.name] ?? ''}
            onChange={(event) => setFilter(filter.name, event.target.value)}
            name={filter.name}
            sx={{ ...fieldSx, width: { xs: '100%', sm: 150 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('records.list.any')}</MenuItem>
            {filter.options.map((option) => (
              <MenuItem key={option} value={option}>
                {optionLabel(texts, filter.name, option)}
              </MenuItem>
            ))}
          </TextField>
        ) : null,
      )}
      {filters.some((filter) => filter.kind === 'dateRange') ? (
        <>
          <TextField
            type="date"
            label={t('records.list.from')}
            name="from"
            value={state.filters.from ?? ''}
            onChange={(event) => setFilter('from', event.target.value)}
            sx={dateSx}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: state.filters.to } }}
          />
          <TextField
            type="date"
            label={t('records.list.to')}
            name="to"
            value={state.filters.to ?? ''}
            onChange={(event) => setFilter('to', event.target.value)}
            sx={dateSx}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: state.filters.from } }}
          />
        </>
      ) : null}
      {isFiltered(state) ? (
        <Button
          color="inherit"
          startIcon={<ClearAllOutlined />}
          onClick={() => update((current) => ({ ...current, page: 1, q: '', filters: {} }))}
          sx={{ color: 'text.secondary' }}
        >
          {t('records.list.clearFilters')}
        </Button>
      ) : null}
    </Stack>
  );
}

type SearchBoxProps = { value: string; onChange: (value: string) => void };

/** Free text search, sent after the user pauses typing. */
function SearchBox({ value, onChange }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // A new value from outside (cleared filters, the address) replaces what is typed.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onChangeRef.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      type="search"
      name="q"
      placeholder={t('records.list.searchPlaceholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{
        flex: { xs: '1 1 100%', sm: '1 1 180px' },
        minWidth: { sm: 180 },
        maxWidth: { sm: 320 },
      }}
      slotProps={{
        htmlInput: { 'aria-label': t('records.list.search') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
