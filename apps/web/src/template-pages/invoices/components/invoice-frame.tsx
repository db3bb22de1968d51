import type { Invoice } from '@flockbook/mock-api/invoices';
import { DEFAULT_INVOICE_ID } from '@flockbook/mock-api/invoices';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { fillText } from '../../../records/area-texts.ts';
import { useShownInvoice } from '../api/invoice-api.ts';
import { useInvoicesTexts } from '../locales/use-invoices-texts.ts';

const SHEET_ID = 'template-invoice';

/**
 * On paper only the invoice is left: everything that neither holds nor sits inside the sheet is
 * removed (so no empty shell space makes a second page), and its holders lose their scrolling.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '12mm' },
      '@media print': {
        [`body *:not(:has(#${SHEET_ID})):not(#${SHEET_ID}):not(#${SHEET_ID} *)`]: {
          display: 'none !important',
        },
        [`html, body, :has(> * #${SHEET_ID}), :has(> #${SHEET_ID})`]: {
          display: 'block !important',
          position: 'static !important',
          height: 'auto !important',
          minHeight: '0 !important',
          maxWidth: 'none !important',
          width: 'auto !important',
          overflow: 'visible !important',
          margin: '0 !important',
          padding: '0 !important',
          background: 'none !important',
          boxShadow: 'none !important',
        },
        [`#${SHEET_ID}`]: {
          boxShadow: 'none !important',
          border: 'none !important',
          margin: '0 !important',
          maxWidth: 'none !important',
          printColorAdjust: 'exact',
          WebkitPrintColorAdjust: 'exact',
        },
      },
    }}
  />
);

export type InvoiceLayoutProps = { invoice: Invoice };

/**
 * What both invoice pages share: the shown invoice (`?id=` or the sample), its loading, error
 * and not-found states, the Print button and the print rules; `Layout` draws the sheet.
 */
export function InvoiceFrame({
  Layout,
  design,
}: {
  Layout: ComponentType<InvoiceLayoutProps>;
  design: 'compact' | 'modern';
}) {
  const texts = useInvoicesTexts();
  const [params] = useSearchParams();
  const invoice = useShownInvoice();

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, flex: '1 0 auto' }} data-testid={`invoice-page-${design}`}>
      {printStyles}
      <Stack direction="row" sx={{ maxWidth: 900, mx: 'auto', mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, fontWeight: 600 }}>
          {texts.title}
        </Typography>
        {invoice.data ? (
          <Button
            variant="contained"
            startIcon={<PrintOutlined />}
            onClick={() => window.print()}
            data-testid="invoice-print"
          >
            {texts.print}
          </Button>
        ) : null}
      </Stack>
      <Box sx={{ maxWidth: 900, mx: 'auto' }}>
        {invoice.isPending ? (
          <LoadingState />
        ) : invoice.isError ? (
          <ErrorState
            title={texts.loadFailed}
            error={invoice.error}
            onRetry={() => void invoice.refetch()}
          />
        ) : invoice.data === null ? (
          <Paper
            variant="outlined"
            role="alert"
            data-testid="invoice-not-found"
            sx={{ p: 5, textAlign: 'center' }}
          >
            <ReceiptLongOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />
            <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
              {texts.notFoundTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
              {fillText(texts.notFoundBody, { id: params.get('id') ?? DEFAULT_INVOICE_ID })}
            </Typography>
            <Button component={RouterLink} to={{ search: '' }} variant="outlined">
              {texts.showSample}
            </Button>
          </Paper>
        ) : (
          <Paper id={SHEET_ID} data-testid="invoice-sheet" sx={{ overflow: 'hidden' }}>
            <Layout invoice={invoice.data} />
          </Paper>
        )}
      </Box>
    </Box>
  );
}
