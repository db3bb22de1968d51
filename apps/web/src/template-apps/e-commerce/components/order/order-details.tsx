import type { Order, OrderAddress } from '@flockbook/mock-api/e-commerce';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SimpleTable } from '../../../../records/components/simple-table.tsx';
import { fill, useECommerceTexts } from '../../locales/use-e-commerce-texts.ts';
import { OrderStatusChip } from '../orders/order-status-chip.tsx';
import { useFormatters } from '../shared/use-formatters.ts';
import { AddressMap } from './address-map.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The order's customer and addresses, its status history, payment and shipping. */
export function OrderDetails({ order }: { order: Order }) {
  const texts = useECommerceTexts();
  const format = useFormatters();
  const { customer } = order;
  const address = (title: string, where: OrderAddress) => (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        <bdi>{where.address}</bdi>
      </Typography>
      <AddressMap
        lat={where.lat}
        lng={where.lng}
        label={fill(texts.mapLabel, { lat: where.lat, lng: where.lng })}
      />
    </Paper>
  );

  return (
    <Stack spacing={4}>
      <Section title={texts.customerCard}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar src={customer.avatar} alt="" sx={{ width: 56, height: 56 }} />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>
              {customer.firstName} {customer.lastName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {customer.jobTitle}, {customer.company}
            </Typography>
            <Typography variant="body2" dir="ltr" sx={{ textAlign: 'start' }}>
              {customer.email} · {customer.phone}
            </Typography>
          </Box>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {address(texts.invoiceAddress, customer.invoiceAddress)}
          {address(texts.shippingAddress, customer.shippingAddress)}
        </Stack>
      </Section>
      <Section title={texts.statusHistory}>
        <SimpleTable
          testId="order-status-history"
          columns={[{ label: texts.columns.status }, { label: texts.columns.date }]}
        >
          {[...order.status].reverse().map((status) => (
            <TableRow key={`${status.id}-${status.date}`}>
              <TableCell>
                <OrderStatusChip status={status} texts={texts} />
              </TableCell>
              <TableCell>{format.dateTime(status.date)}</TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      </Section>
      <Section title={texts.paymentTitle}>
        <SimpleTable
          columns={[
            { label: texts.transactionId },
            { label: texts.method },
            { label: texts.amount, numeric: true },
            { label: texts.columns.date },
          ]}
        >
          <TableRow>
            <TableCell>{order.payment.transactionId}</TableCell>
            <TableCell>{order.payment.method}</TableCell>
            <TableCell align="right">{format.money(order.payment.amount)}</TableCell>
            <TableCell>{format.dateTime(order.payment.date)}</TableCell>
          </TableRow>
        </SimpleTable>
      </Section>
      <Section title={texts.shippingTitle}>
        {order.shippingDetails.length === 0 ? (
          <Typography color="text.secondary">{texts.notShipped}</Typography>
        ) : (
          <SimpleTable
            columns={[
              { label: texts.tracking },
              { label: texts.carrier },
              { label: texts.weight, numeric: true },
              { label: texts.fee, numeric: true },
              { label: texts.columns.date },
            ]}
          >
            {order.shippingDetails.map((shipping) => (
              <TableRow key={shipping.tracking}>
                <TableCell>{shipping.tracking}</TableCell>
                <TableCell>{shipping.carrier}</TableCell>
                <TableCell align="right">{format.number(shipping.weight)} kg</TableCell>
                <TableCell align="right">{format.money(shipping.fee)}</TableCell>
                <TableCell>{format.dateTime(shipping.date)}</TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        )}
      </Section>
    </Stack>
  );
}
