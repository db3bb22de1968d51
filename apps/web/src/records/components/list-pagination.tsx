import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { directionOf } from '../../lib/i18n.ts';
import { textStyles, themeClasses } from '../../lib/theme-classes.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { Tooltip } from '../../components/deferred-tooltip.tsx';

export type ListPaging = {
  /** Zero-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  onChange: (paging: { page: number; pageSize: number }) => void;
};

/** The rows a page shows: `{ from, to }`, 1-based, both 0 for an empty list. */
export function pageRange(paging: Pick<ListPaging, 'page' | 'pageSize' | 'total'>) {
  if (paging.total === 0) return { from: 0, to: 0 };
  const from = paging.page * paging.pageSize + 1;
  return { from, to: Math.min(paging.total, from + paging.pageSize - 1) };
}

/** How many pages the list has: at least one, the empty list's. */
export function pageCount(paging: Pick<ListPaging, 'pageSize' | 'total'>): number {
  return Math.max(1, Math.ceil(paging.total / paging.pageSize));
}

/** A row of a list's foot (the totals and paging, and the paging within it). */
export function footRowStyles(theme: Theme): CSSObject {
  return {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    minHeight: 52,
    paddingInline: theme.spacing(1),
  };
}

const usePagingClasses = themeClasses((theme) => {
  const text = textStyles(theme, 'body2');
  return {
    paging: { ...footRowStyles(theme), columnGap: theme.spacing(2) },
    text,
    range: { ...text, fontVariantNumeric: 'tabular-nums' },
    buttons: { display: 'flex' },
  };
});

/**
 * The list's paging: rows per page, which rows are shown of how many, previous and next page.
 * Arrows follow the reading direction (in Arabic, next points left).
 */
export function ListPagination({ paging }: { paging: ListPaging }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const { from, to } = pageRange(paging);
  const lastPage = pageCount(paging) - 1;
  const rtl = directionOf(i18n.language) === 'rtl';
  const go = (page: number) => paging.onChange({ page, pageSize: paging.pageSize });
  const previousLabel = t('records.list.previousPage');
  const nextLabel = t('records.list.nextPage');
  const names = usePagingClasses();

  return (
    <div data-testid="list-pagination" className={names.paging}>
      <p id={labelId} className={names.text}>
        {t('records.list.rowsPerPage')}
      </p>
      <Select
        value={paging.pageSize}
        onChange={(event) => paging.onChange({ page: 0, pageSize: Number(event.target.value) })}
        input={<InputBase />}
        labelId={labelId}
        variant="standard"
        sx={{ fontSize: '1.3rem', '& .MuiSelect-select': { py: 0.5, pe: 3 } }}
      >
        {paging.pageSizes.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </Select>
      <p className={names.range}>
        {t('records.list.displayedRows', { from, to, count: paging.total })}
      </p>
      <div className={names.buttons}>
        <Tooltip title={previousLabel}>
          <span>
            <IconButton
              aria-label={previousLabel}
              disabled={paging.page === 0}
              onClick={() => go(paging.page - 1)}
            >
              {rtl ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={nextLabel}>
          <span>
            <IconButton
              aria-label={nextLabel}
              disabled={paging.page >= lastPage}
              onClick={() => go(paging.page + 1)}
            >
              {rtl ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
            </IconButton>
          </span>
        </Tooltip>
      </div>
    </div>
  );
}
