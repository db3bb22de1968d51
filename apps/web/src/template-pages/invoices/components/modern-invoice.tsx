import type { Invoice } from '@flockbook/mock-api/invoices';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLogo } from '../../../components/app-logo.tsx';
import { InvoiceFrame } from './invoice-frame.tsx';
import { InvoiceServicesTable } from './invoice-services-table.tsx';
import { useInvoiceFormat } from './use-invoice-format.ts';

/** `/pages/invoices/modern`: a coloured band, two address cards and a highlighted total. */
export function ModernInvoicePage() {
  return <InvoiceFrame design="modern" Layout={ModernInvoice} />;
}

function Party({ label, lines, title }: { label: string; title: string; lines: string[] }) {
  return (
    <Box sx={{ flex: 1, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography variant="overline" color="primary">
        {label}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        <bdi>{title}</bdi>
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          <bdi dir="ltr">{line}</bdi>
        </Typography>
      ))}
    </Box>
  );
}

function ModernInvoice({ invoice }: { invoice: Invoice }) {
  const format = useInvoiceFormat();
  const { texts } = format;
  const totals = format.totals(invoice);
  const total = totals.find((row) => row.key === 'total');
  return (
    <Box>
      <Stack
        direction="row"
        spacing={2}
        sx={{
          p: { xs: 3, sm: 4 },
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
          alignItems: 'center',
        }}
      >
        <AppLogo size={48} />
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4" component="h2" sx={{ fontWeight: 600, letterSpacing: 1 }}>
            {texts.title}
          </Typography>
          <Typography variant="body2">{invoice.number}</Typography>
        </Box>
        <Box sx={{ textAlign: 'end' }}>
          <Typography variant="body2">{texts.totalDue}</Typography>
          <Typography
            variant="h4"
            component="p"
            sx={{ fontWeight: 600 }}
            data-testid="invoice-total-due"
          >
            <bdi dir="ltr">{format.money(invoice.total)}</bdi>
          </Typography>
        </Box>
      </Stack>

      <Box sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" spacing={4} sx={{ mb: 3, flexWrap: 'wrap' }}>
          {[
            [texts.date, format.date(invoice.date)],
            [texts.dueDate, format.date(invoice.dueDate)],
            [texts.number, invoice.number],
          ].map(([label, value]) => (
            <Box key={label}>
              <Typography variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="subtitle2" component="p">
                {value}
              </Typography>
            </Box>
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Party
            label={texts.from}
            title={invoice.from.title}
            lines={[
              invoice.from.address,
              invoice.from.phone,
              invoice.from.email,
              invoice.from.website,
            ]}
          />
          <Party
            label={texts.billTo}
            title={invoice.client.title}
            lines={[invoice.client.address, invoice.client.phone, invoice.client.email]}
          />
        </Stack>

        <Box sx={{ mt: 3 }}>
          <InvoiceServicesTable
            invoice={invoice}
            striped
            headSx={{
              '& th': { color: 'primary.main', fontWeight: 600, borderBottomColor: 'primary.main' },
            }}
          />
        </Box>

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ mt: 3, alignItems: { sm: 'flex-end' } }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle2" component="p">
              {texts.thanks}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {texts.terms}
            </Typography>
          </Box>
          <Box
            data-testid="invoice-totals"
            sx={{
              minWidth: 280,
              borderRadius: 2,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            {totals
              .filter((row) => row.key !== 'total')
              .map((row) => (
                <Stack
                  key={row.key}
                  direction="row"
                  sx={{ px: 2, py: 0.75, justifyContent: 'space-between' }}
                >
                  <Typography variant="body2" color="text.secondary">
                    {row.label}
                  </Typography>
                  <Typography variant="body2" data-testid={`invoice-${row.key}`}>
                    <bdi dir="ltr">{row.amount}</bdi>
                  </Typography>
                </Stack>
              ))}
            {total ? (
              <Stack
                direction="row"
                sx={{
                  px: 2,
                  py: 1.25,
                  justifyContent: 'space-between',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                <Typography sx={{ fontWeight: 600 }}>{total.label}</Typography>
                <Typography sx={{ fontWeight: 600 }} data-testid="invoice-total">
                  <bdi dir="ltr">{total.amount}</bdi>
                </Typography>
              </Stack>
            ) : null}
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
