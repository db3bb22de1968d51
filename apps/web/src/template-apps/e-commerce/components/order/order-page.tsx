import type { Order } from '@flockbook/mock-api/e-commerce';
import { currentStatus } from '@flockbook/mock-api/e-commerce';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useOrder } from '../../api/e-commerce-api.ts';
import { fill, useECommerceTexts } from '../../locales/use-e-commerce-texts.ts';
import { ORDERS_PATH } from '../../paths.ts';
import { OrderStatusChip } from '../orders/order-status-chip.tsx';
import { Loaded } from '../shared/loaded.tsx';
import { NotFound } from '../shared/not-found.tsx';
import { useFormatters } from '../shared/use-formatters.ts';
import { OrderDetails } from './order-details.tsx';
import { OrderInvoice } from './order-invoice.tsx';
import { OrderProducts } from './order-products.tsx';

/** `/apps/e-commerce/orders/{orderId}` */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const texts = useECommerceTexts();
  const order = useOrder(orderId);
  return (
    <Loaded
      query={order}
      failedTitle={texts.orderFailed}
      notFound={
        <NotFound
          title={texts.orderNotFoundTitle}
          body={texts.orderNotFoundBody}
          backLabel={texts.backToOrders}
          backTo={ORDERS_PATH}
        />
      }
    >
      {(data) => <OrderView key={data.id} order={data} />}
    </Loaded>
  );
}

const TABS = ['details', 'products', 'invoice'] as const;
type TabName = (typeof TABS)[number];

function OrderView({ order }: { order: Order }) {
  const texts = useECommerceTexts();
  const format = useFormatters();
  const [tab, setTab] = useState<TabName>('details');
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }} data-testid="order-page">
      <Link
        className="no-print"
        component={RouterLink}
        to={ORDERS_PATH}
        underline="hover"
        color="text.secondary"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
        {texts.backToOrders}
      </Link>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
        className="no-print"
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {fill(texts.order, { reference: order.reference })}
        </Typography>
        <OrderStatusChip status={currentStatus(order)} texts={texts} />
        <Typography color="text.secondary">
          <bdi>
            {order.customer.firstName} {order.customer.lastName}
          </bdi>{' '}
          · <bdi>{format.dateTime(order.date)}</bdi>
        </Typography>
      </Stack>
      <Card sx={{ '@media print': { boxShadow: 'none' } }}>
        <Tabs
          className="no-print"
          value={tab}
          onChange={(_event, next: TabName) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={texts.orderTabs[name]}
              id={`order-tab-${name}`}
              aria-controls={`order-panel-${name}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`order-panel-${tab}`}
          aria-labelledby={`order-tab-${tab}`}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          {tab === 'details' ? <OrderDetails order={order} /> : null}
          {tab === 'products' ? <OrderProducts order={order} /> : null}
          {tab === 'invoice' ? <OrderInvoice order={order} /> : null}
        </Box>
      </Card>
    </Box>
  );
}
