import FunctionsOutlined from '@mui/icons-material/FunctionsOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GridFooterContainer, GridPagination } from '@mui/x-data-grid';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

export type PageTotal = { field: string; label: string; value: string };

/** The totals of the rows on the grid's current page, handed to its footer. */
export const PageTotalsContext = createContext<readonly PageTotal[]>([]);

/** The grid's footer: the 'Page total' of the area's amount and count columns, then paging. */
export function TotalsFooter() {
  const { t } = useTranslation();
  const totals = useContext(PageTotalsContext);
  return (
    <GridFooterContainer sx={{ flexWrap: 'wrap', minHeight: 52, px: 1 }}>
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
      <GridPagination />
    </GridFooterContainer>
  );
}
