import FunctionsOutlined from '@mui/icons-material/FunctionsOutlined';
import { textStyles, themeClasses } from '../../lib/theme-classes.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { footRowStyles, ListPagination } from './list-pagination.tsx';
import type { ListPaging } from './list-pagination.tsx';

export type PageTotal = { field: string; label: string; value: string };

export type TotalsFooterProps = { totals: readonly PageTotal[]; paging: ListPaging };

const useFooterClasses = themeClasses((theme) => {
  const body2 = textStyles(theme, 'body2');
  return {
    footer: {
      ...footRowStyles(theme),
      justifyContent: 'space-between',
      borderTop: `1px solid ${theme.palette.divider}`,
    },
    totals: {
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      columnGap: theme.spacing(2.5),
      rowGap: theme.spacing(0.5),
      padding: theme.spacing(1),
    },
    heading: {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(0.75),
      color: theme.palette.text.secondary,
    },
    headingText: {
      ...body2,
      fontWeight: 600,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
      fontSize: '1.1rem',
    },
    total: { display: 'flex', gap: theme.spacing(0.75), alignItems: 'baseline' },
    label: { ...body2, color: theme.palette.text.secondary },
    value: { ...body2, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
  };
});

/**
 * The list's footer: the 'Page total' of the area's amount and count columns, then paging.
 * Plain elements styled once per theme: every list page draws it with its first rows.
 */
export function TotalsFooter({ totals, paging }: TotalsFooterProps) {
  const { t } = useTranslation();
  const names = useFooterClasses();
  return (
    <div className={names.footer}>
      {totals.length > 0 ? (
        <div
          data-testid="page-totals"
          title={t('records.list.pageTotalHint')}
          className={names.totals}
        >
          <div className={names.heading}>
            <FunctionsOutlined fontSize="small" />
            <p className={names.headingText}>{t('records.list.pageTotal')}</p>
          </div>
          {totals.map((total) => (
            <div
              key={total.field}
              data-testid={`page-total-${total.field}`}
              className={names.total}
            >
              <p className={names.label}>{total.label}</p>
              <p className={names.value}>{total.value}</p>
            </div>
          ))}
        </div>
      ) : (
        <div />
      )}
      <ListPagination paging={paging} />
    </div>
  );
}
