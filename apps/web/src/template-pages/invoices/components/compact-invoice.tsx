import type { Invoice } from '@flockbook/mock-api/invoices';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLogo } from '../../../components/app-logo.tsx';
import { InvoiceFrame } from './invoice-frame.tsx';
import { InvoiceServicesTable } from './invoice-services-table.tsx';
import { useInvoiceFormat } from './use-invoice-format.ts';

/** `/pages/invoices/compact`: a plain, dense sheet. */
export function CompactInvoicePage() {
  return <InvoiceFrame design="compact" Layout={CompactInvoice} />;
}

function CompactInvoice({ invoice }: { invoice: Invoice }) {
  const format = useInvoiceFormat();
  const { texts } = format;
  const facts = [
    [texts.number, invoice.number],
    [texts.date, format.date(invoice.date)],
    [texts.dueDate, format.date(invoice.dueDate)],
  ] as const;
  return (
    <Box sx={{ p: { xs: 3, sm: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h4" component="h2" sx={{ fontWeight: 300, mb: 2 }}>
            {invoice.number}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2 }}
          >
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {texts.totalDue}
          </Typography>
          <Typography variant="h6" component="p" data-testid="invoice-total-due">
            <bdi dir="ltr">{format.money(invoice.total)}</bdi>
          </Typography>
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ textAlign: 'end' }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              <bdi>{invoice.from.title}</bdi>
            </Typography>
            {[
              invoice.from.address,
              invoice.from.phone,
              invoice.from.email,
              invoice.from.website,
            ].map((line) => (
              <Typography key={line} variant="body2" color="text.secondary">
                <bdi dir="ltr">{line}</bdi>
              </Typography>
            ))}
          </Box>
          <AppLogo size={40} />
        </Stack>
      </Stack>

      <Box sx={{ mt: 4 }}>
        <Typography variant="overline" color="text.secondary">
          {texts.billTo}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          <bdi>{invoice.client.title}</bdi>
        </Typography>
        {[invoice.client.address, invoice.client.phone, invoice.client.email].map((line) => (
          <Typography key={line} variant="body2" color="text.secondary">
            <bdi dir="ltr">{line}</bdi>
          </Typography>
        ))}
      </Box>

      <Box sx={{ mt: 4 }}>
        <InvoiceServicesTable invoice={invoice} />
      </Box>
      <Box
        component="dl"
        data-testid="invoice-totals"
        sx={{
          mt: 2,
          mb: 0,
          ml: 'auto',
          width: { xs: '100%', sm: 300 },
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          rowGap: 0.5,
        }}
      >
        {format.totals(invoice).map((row) => (
          <Box
            key={row.key}
            sx={{
              display: 'contents',
              '& > *': row.key === 'total' ? { fontWeight: 600, fontSize: '1.6rem', pt: 1 } : {},
            }}
          >
            <Typography component="dt" variant="body2">
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'end' }}
              data-testid={`invoice-${row.key}`}
            >
              <bdi dir="ltr">{row.amount}</bdi>
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" color="text.secondary">
        {texts.terms}
      </Typography>
    </Box>
  );
}
