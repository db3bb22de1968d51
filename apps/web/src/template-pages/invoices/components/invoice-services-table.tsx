import type { Invoice } from '@flockbook/mock-api/invoices';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useInvoiceFormat } from './use-invoice-format.ts';

/** The billed services; each design passes its own header look. */
export function InvoiceServicesTable({
  invoice,
  headSx,
  striped = false,
}: {
  invoice: Invoice;
  headSx?: SxProps<Theme>;
  striped?: boolean;
}) {
  const { texts, money, quantity, perUnit } = useInvoiceFormat();
  return (
    <Table size="small" data-testid="invoice-services">
      <TableHead>
        <TableRow sx={headSx}>
          <TableCell>{texts.columns.service}</TableCell>
          <TableCell align="right">{texts.columns.unitPrice}</TableCell>
          <TableCell align="right">{texts.columns.quantity}</TableCell>
          <TableCell align="right">{texts.columns.total}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {invoice.services.map((service, index) => (
          <TableRow
            key={service.id}
            data-testid="invoice-service"
            sx={striped && index % 2 === 1 ? { bgcolor: 'action.hover' } : undefined}
          >
            <TableCell>
              <Typography variant="subtitle2" component="p">
                <bdi>{service.title}</bdi>
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <bdi>{service.detail}</bdi>
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <bdi dir="ltr">{money(service.unitPrice)}</bdi>
              <Typography variant="caption" color="text.secondary" component="div">
                {perUnit(service.unit)}
              </Typography>
            </TableCell>
            <TableCell align="right">{quantity(service.quantity)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <bdi dir="ltr">{money(service.total)}</bdi>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
