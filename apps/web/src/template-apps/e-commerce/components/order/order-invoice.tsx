import type { Order } from '@flockbook/mock-api/e-commerce';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SimpleTable } from '../../../../records/components/simple-table.tsx';
import { useECommerceTexts } from '../../locales/use-e-commerce-texts.ts';
import { useFormatters } from '../shared/use-formatters.ts';

// Printing shows the invoice alone, on white, across the page.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.order-invoice, .order-invoice *': { visibility: 'visible' },
        '.order-invoice': { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%' },
        '.no-print': { display: 'none !important' },
      },
    }}
  />
);

/** The order as an invoice, with a button to print it. */
export function OrderInvoice({ order }: { order: Order }) {
  const texts = useECommerceTexts();
  const format = useFormatters();
  const { customer } = order;
  const totals: [string, number][] = [
    [texts.subtotal, order.subtotal],
    [texts.tax, order.tax],
    [texts.discount, order.discount],
    [texts.columns.total, order.total],
  ];
  return (
    <Box>
      {printStyles}
      <Button
        className="no-print"
        variant="outlined"
        startIcon={<PrintIcon />}
        onClick={() => window.print()}
        sx={{ mb: 2 }}
      >
        {texts.print}
      </Button>
      <Box
        className="order-invoice"
        data-testid="order-invoice"
        sx={{ p: { xs: 1, md: 3 }, bgcolor: 'background.paper', color: 'text.primary' }}
      >
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', mb: 3, flexWrap: 'wrap', gap: 2 }}
        >
          <Box>
            <Typography variant="h4" component="h2" sx={{ fontWeight: 600 }}>
              {texts.invoiceTitle}
            </Typography>
            <Typography>{order.reference}</Typography>
            <Typography color="text.secondary">
              {texts.dueDate}: {format.dateTime(order.date)}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'end' }}>
            <Typography sx={{ fontWeight: 600 }}>{texts.invoiceFrom}</Typography>
            <Typography color="text.secondary">{texts.invoiceFromLine}</Typography>
          </Box>
        </Stack>
        <Typography variant="overline" color="text.secondary">
          {texts.invoiceTo}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {customer.firstName} {customer.lastName}, {customer.company}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          <bdi>{customer.invoiceAddress.address}</bdi>
        </Typography>
        <SimpleTable
          columns={[
            { label: texts.columns.name },
            { label: texts.unitPrice, numeric: true },
            { label: texts.columns.quantity, numeric: true },
            { label: texts.columns.total, numeric: true },
          ]}
        >
          {order.products.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{line.name}</TableCell>
              <TableCell align="right">{format.money(line.price)}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{format.money(line.total)}</TableCell>
            </TableRow>
          ))}
          {totals.map(([label, value], index) => (
            <TableRow key={label}>
              <TableCell
                colSpan={3}
                align="right"
                sx={{ border: 0, fontWeight: index === 3 ? 600 : 400 }}
              >
                {label}
              </TableCell>
              <TableCell align="right" sx={{ border: 0, fontWeight: index === 3 ? 600 : 400 }}>
                {format.money(value)}
              </TableCell>
            </TableRow>
          ))}
        </SimpleTable>
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          {texts.thanks}
        </Typography>
      </Box>
    </Box>
  );
}
