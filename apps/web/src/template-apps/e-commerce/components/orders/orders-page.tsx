import type { Order } from '@flockbook/mock-api/e-commerce';
import { currentStatus } from '@flockbook/mock-api/e-commerce';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataLine } from '../../../../components/data-text.tsx';
import {
  EmptyListContext,
  EmptyListOverlay,
} from '../../../../records/components/list-overlays.tsx';
import { useOrders } from '../../api/e-commerce-api.ts';
import { useECommerceTexts } from '../../locales/use-e-commerce-texts.ts';
import { orderPath } from '../../paths.ts';
import { useGridLocaleText } from '../shared/grid-locale.ts';
import { gridSx, PAGE_SIZES } from '../shared/grid-style.ts';
import { ListHeader } from '../shared/list-header.tsx';
import { Loaded } from '../shared/loaded.tsx';
import { useFormatters } from '../shared/use-formatters.ts';
import { OrderStatusChip, statusName } from './order-status-chip.tsx';

const customerName = (order: Order) => `${order.customer.firstName} ${order.customer.lastName}`;

/** `/apps/e-commerce/orders`: every order, newest first; search, sort and pages. */
export function OrdersPage() {
  const texts = useECommerceTexts();
  const orders = useOrders();
  const navigate = useNavigate();
  const format = useFormatters();
  const localeText = useGridLocaleText();
  const [search, setSearch] = useState('');

  const rows = useMemo(() => {
    const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
    return (orders.data ?? []).filter((order) => {
      const text = [
        order.reference,
        customerName(order),
        order.customer.company,
        order.payment.method,
        statusName(currentStatus(order), texts),
      ]
        .join(' ')
        .toLocaleLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [orders.data, search, texts]);

  const columns = useMemo<GridColDef<Order>[]>(
    () => [
      {
        field: 'reference',
        headerName: texts.columns.reference,
        width: 140,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={orderPath(row)} underline="hover" color="inherit">
            {row.reference}
          </Link>
        ),
      },
      {
        field: 'customer',
        headerName: texts.columns.customer,
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) => customerName(row),
        renderCell: ({ row }) => <DataLine>{customerName(row)}</DataLine>,
      },
      {
        field: 'total',
        headerName: texts.columns.total,
        type: 'number',
        width: 130,
        valueFormatter: (value: number) => format.money(value),
      },
      {
        field: 'payment',
        headerName: texts.columns.payment,
        width: 150,
        valueGetter: (_value, row) => row.payment.method,
      },
      {
        field: 'status',
        headerName: texts.columns.status,
        flex: 1,
        minWidth: 200,
        valueGetter: (_value, row) => statusName(currentStatus(row), texts),
        renderCell: ({ row }) => <OrderStatusChip status={currentStatus(row)} texts={texts} />,
      },
      {
        field: 'date',
        headerName: texts.columns.date,
        width: 180,
        valueFormatter: (value: string) => format.dateTime(value),
      },
    ],
    [texts, format],
  );

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }} data-testid="orders-page">
      <ListHeader
        title={texts.orders}
        searchLabel={texts.searchOrders}
        search={search}
        onSearch={setSearch}
      />
      <Loaded query={orders} failedTitle={texts.ordersFailed}>
        {() => (
          <Card>
            <EmptyListContext value={{ filtered: search !== '', message: texts.ordersEmpty }}>
              <DataGrid
                rows={rows}
                columns={columns}
                autoHeight
                onRowClick={({ row }) => void navigate(orderPath(row))}
                initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
                pageSizeOptions={PAGE_SIZES}
                disableColumnMenu
                disableRowSelectionOnClick
                localeText={localeText}
                slots={{ noRowsOverlay: EmptyListOverlay }}
                sx={gridSx}
              />
            </EmptyListContext>
          </Card>
        )}
      </Loaded>
    </Box>
  );
}
