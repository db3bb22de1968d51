import type { Order } from '@flockbook/mock-api/e-commerce';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { SimpleTable } from '../../../../records/components/simple-table.tsx';
import { useECommerceTexts } from '../../locales/use-e-commerce-texts.ts';
import { PRODUCTS_PATH } from '../../paths.ts';
import { useFormatters } from '../shared/use-formatters.ts';

/** The order's lines: product, unit price, quantity and line total. */
export function OrderProducts({ order }: { order: Order }) {
  const texts = useECommerceTexts();
  const format = useFormatters();
  return (
    <SimpleTable
      testId="order-products"
      columns={[
        { label: texts.columns.name },
        { label: texts.unitPrice, numeric: true },
        { label: texts.columns.quantity, numeric: true },
        { label: texts.columns.total, numeric: true },
      ]}
    >
      {order.products.map((line) => (
        <TableRow key={line.id}>
          <TableCell>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Avatar variant="rounded" src={line.image} alt="" />
              <Link
                component={RouterLink}
                to={`${PRODUCTS_PATH}/${encodeURIComponent(line.id)}`}
                underline="hover"
                color="inherit"
              >
                {line.name}
              </Link>
            </Stack>
          </TableCell>
          <TableCell align="right">{format.money(line.price)}</TableCell>
          <TableCell align="right">{line.quantity}</TableCell>
          <TableCell align="right">{format.money(line.total)}</TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}
