import type { Party, Sale } from '@flockbook/contracts';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { AppLogo } from '../../../components/app-logo.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { recordKeys } from '../../../records/api/query-keys.ts';
import { fetchRecord } from '../../../records/api/record-api.ts';
import { fillText } from '../../../records/area-texts.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useCurrency } from '../../../records/hooks/use-currency.ts';
import {
  formatDate,
  formatDecimal,
  formatInteger,
  formatMoney,
} from '../../../records/number-format.ts';
import { editPath } from '../../../records/record-area.ts';
import { useMoneyOptionsTexts } from '../areas/locales/use-money-options-texts.ts';
import { partiesArea } from '../areas/parties-area.tsx';
import { salesArea } from '../areas/sales-area.tsx';
import { useMoneyTexts } from '../money/locales/use-money-texts.ts';
import { DataText } from '../../../components/data-text.tsx';

/** Only the invoice is printed: the shell around it is hidden on paper. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#sale-invoice, #sale-invoice *': { visibility: 'visible' },
        '#sale-invoice': { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%' },
        '.no-print': { display: 'none !important' },
      },
    }}
  />
);

/** `/apps/sale/{id}/invoice`: a printable invoice of one sale, with what is still due. */
export function SaleInvoicePage() {
  const { id = '' } = useParams();
  const texts = useMoneyTexts();
  const sale = useQuery({
    queryKey: recordKeys.item(salesArea.endpoint, id),
    queryFn: ({ signal }) => fetchRecord(salesArea, id, signal) as Promise<Sale>,
  });
  const customerId = sale.data?.customerId ?? '';
  const customer = useQuery({
    queryKey: recordKeys.item(partiesArea.endpoint, customerId),
    queryFn: ({ signal }) => fetchRecord(partiesArea, customerId, signal) as Promise<Party>,
    enabled: customerId !== '',
  });

  if (sale.isPending) return <LoadingState />;
  if (sale.isError) {
    const notFound = sale.error instanceof ApiError && sale.error.status === 404;
    return (
      <Box sx={{ p: 4 }}>
        <ErrorState error={notFound ? new Error(texts.saleNotFound) : sale.error} />
      </Box>
    );
  }
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, bgcolor: 'background.default' }}>
      {printStyles}
      <Stack
        direction="row"
        spacing={1}
        className="no-print"
        sx={{ mb: 2, maxWidth: 900, mx: 'auto' }}
      >
        <Button
          component={RouterLink}
          to={editPath(salesArea, sale.data.id)}
          startIcon={<ArrowBackOutlined />}
        >
          {texts.backToSale}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          startIcon={<PrintOutlined />}
          onClick={() => window.print()}
          data-testid="invoice-print"
        >
          {texts.print}
        </Button>
      </Stack>
      <InvoiceSheet sale={sale.data} customer={customer.data} />
    </Box>
  );
}

function InvoiceSheet({ sale, customer }: { sale: Sale; customer: Party | undefined }) {
  const texts = useMoneyTexts();
  const items = useMoneyOptionsTexts();
  const locale = useLocale();
  const currency = useCurrency();
  const money = (value: string) => formatMoney(value, currency, locale);
  const perKg = sale.rateUnit === 'kg';
  const quantity = perKg
    ? `${formatDecimal(sale.weightKg, locale, 3)} kg`
    : formatDecimal(sale.quantity, locale, 3);
  const detail = [
    sale.birds > 0
      ? `${formatInteger(sale.birds, locale)} ${items.saleItem['live birds'].toLowerCase()}`
      : '',
    `${texts.flock}: ${sale.flockName}`,
    sale.vehicleNo ? `${texts.vehicle}: ${sale.vehicleNo}` : '',
  ].filter(Boolean);

  return (
    <Card
      id="sale-invoice"
      data-testid="sale-invoice"
      sx={{ maxWidth: 900, mx: 'auto', p: { xs: 3, md: 6 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <AppLogo size={48} />
          <div>
            <DataText variant="h5" sx={{ fontWeight: 600 }}>
              {sale.farmName}
            </DataText>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Flockbook
            </Typography>
          </div>
        </Stack>
        <Box sx={{ textAlign: { sm: 'end' } }}>
          <Typography variant="h4" sx={{ fontWeight: 300 }} data-testid="invoice-number">
            {fillText(texts.invoiceNo, {
              number: sale.invoiceNo || sale.id.slice(0, 8).toUpperCase(),
            })}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{formatDate(sale.date, locale)}</Typography>
        </Box>
      </Stack>
      <Divider sx={{ my: 4 }} />
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        {texts.billTo}
      </Typography>
      <DataText variant="h6" data-testid="invoice-customer">
        {sale.customerName}
      </DataText>
      {customer ? (
        <DataText variant="body2" sx={{ color: 'text.secondary' }}>
          {[customer.address, customer.phone].filter(Boolean).join(' · ')}
        </DataText>
      ) : null}
      <Table sx={{ mt: 4 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{texts.item}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {texts.quantity}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {texts.rate}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {texts.amount}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>
              <Typography sx={{ fontWeight: 600 }}>{items.saleItem[sale.item]}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {detail.join(' · ')}
              </Typography>
            </TableCell>
            <TableCell align="right">{quantity}</TableCell>
            <TableCell align="right">
              {money(sale.rate)} {items.rateUnit[sale.rateUnit]}
            </TableCell>
            <TableCell align="right">{money(sale.total)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Box sx={{ ml: 'auto', mt: 3, maxWidth: 320 }}>
        {[
          [texts.total, sale.total, 'invoice-total'],
          [texts.received, sale.received, 'invoice-received'],
          [texts.due, sale.balance, 'invoice-due'],
        ].map(([label, value, testId], index) => (
          <Stack
            key={testId}
            direction="row"
            sx={{
              justifyContent: 'space-between',
              py: 0.75,
              borderTop: index === 2 ? 2 : 0,
              borderColor: 'divider',
              fontWeight: index === 2 ? 600 : 400,
            }}
          >
            <Typography sx={{ fontWeight: 'inherit' }}>{label}</Typography>
            <Typography sx={{ fontWeight: 'inherit' }} data-testid={testId}>
              {money(value ?? '0')}
            </Typography>
          </Stack>
        ))}
      </Box>
    </Card>
  );
}
