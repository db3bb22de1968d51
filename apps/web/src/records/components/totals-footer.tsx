import FunctionsOutlined from '@mui/icons-material/FunctionsOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation.ts';
import { ListPagination } from './list-pagination.tsx';

export type PageTotal = { field: string; label: string; value: string };

export type ListPaging = {
  /** Zero-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  onChange: (paging: { page: number; pageSize: number }) => void;
};

export type TotalsFooterProps = { totals: readonly PageTotal[]; paging: ListPaging };

/** The list's footer: the 'Page total' of the area's amount and count columns, then paging. */
export function TotalsFooter({ totals, paging }: TotalsFooterProps) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        minHeight: 52,
        px: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {totals.length > 0 ? (
        <Stack
          direction="row"
          data-testid="page-totals"
          title={t('records.list.pageTotalHint')}
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, px: 1, py: 1 }}
        >
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ alignItems: 'center', color: 'text.secondary' }}
          >
            <FunctionsOutlined fontSize="small" />
            <Typography
              variant="body2"
              sx={{
                fontWeight: 600,
                textTransform: 'uppercase',
                letterSpacing: '0.04em',
                fontSize: '1.1rem',
              }}
            >
              {t('records.list.pageTotal')}
            </Typography>
          </Stack>
          {totals.map((total) => (
            <Box
              key={total.field}
              data-testid={`page-total-${total.field}`}
              sx={{ display: 'flex', gap: 0.75, alignItems: 'baseline' }}
            >
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {total.label}
              </Typography>
              <Typography
                variant="body2"
                sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
              >
                {total.value}
              </Typography>
            </Box>
          ))}
        </Stack>
      ) : (
        <Box />
      )}
      <ListPagination paging={paging} />
    </Box>
  );
}
