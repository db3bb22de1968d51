import { BIRD_ITEMS, PAYMENT_METHODS, RATE_UNITS, SALE_ITEMS } from '@flockbook/contracts/values';
import type { Sale } from '@flockbook/contracts';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate, formatMoney } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea, saleInvoicePath } from '../area-paths.ts';
import { BalanceText } from '../components/balance-text.tsx';
import { flockRecordColumns } from './flock-record-columns.ts';
import { salesAr } from './locales/sales/ar.ts';
import { salesEn } from './locales/sales/en.ts';
import { salesTr } from './locales/sales/tr.ts';
import { customerReference } from './references.ts';

const takesBirds = (values: Readonly<Record<string, unknown>>) =>
  (BIRD_ITEMS as readonly unknown[]).includes(values.item);
const perKg = (values: Readonly<Record<string, unknown>>) => values.rateUnit !== 'unit';

/**
 * Sales: live birds, culls, eggs and manure sold from a flock to a customer, with what was
 * received and what is still owed. Birds sold leave the flock.
 */
export const salesArea = defineRecordArea<Sale>({
  id: 'sales',
  ...listedArea('sales'),
  entity: 'sale',
  icon: PointOfSaleOutlined,
  texts: defineAreaTexts({ en: salesEn, tr: salesTr, ar: salesAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.saleInputSchema),
  columns: [
    ...flockRecordColumns<Sale>(),
    { field: 'customerName', width: 170, phone: true },
    { field: 'item', type: 'enum', width: 120 },
    { field: 'birds', type: 'integer', width: 100, total: true, phone: true },
    { field: 'weightKg', type: 'decimal', decimals: 3, width: 130, total: true, sortable: false },
    {
      field: 'rate',
      type: 'money',
      width: 150,
      sortable: false,
      render: (row, { currency, locale, texts }) =>
        `${formatMoney(row.rate, currency, locale)} ${texts.options?.rateUnit?.[row.rateUnit] ?? ''}`,
    },
    { field: 'total', type: 'money', width: 160, total: true, phone: true },
    { field: 'received', type: 'money', width: 160, total: true, sortable: false },
    {
      field: 'balance',
      type: 'money',
      width: 160,
      total: true,
      sortable: false,
      render: (row, { currency, locale }) => (
        <BalanceText value={row.balance} currency={currency} locale={locale} />
      ),
    },
    {
      field: 'invoice',
      width: 90,
      sortable: false,
      align: 'center',
      render: (row, { texts }) => (
        <Tooltip title={`${texts.fields.invoice ?? ''} ${row.invoiceNo}`}>
          <IconButton
            size="small"
            component={RouterLink}
            to={saleInvoicePath(row.id)}
            onClick={(event) => event.stopPropagation()}
            aria-label={texts.fields.invoice}
          >
            <PrintOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ],
  fields: [
    { name: 'flockId', type: 'flock', required: true, wide: true },
    { name: 'date', type: 'date', required: true },
    { name: 'customerId', type: 'reference', reference: customerReference, required: true },
    { name: 'item', type: 'enum', options: SALE_ITEMS, required: true },
    { name: 'rateUnit', type: 'enum', options: RATE_UNITS, required: true },
    { name: 'birds', type: 'integer', when: takesBirds, required: true },
    { name: 'weightKg', type: 'decimal', decimals: 3, when: perKg, required: true },
    { name: 'quantity', type: 'decimal', decimals: 3, when: (values) => !perKg(values) },
    { name: 'rate', type: 'decimal', decimals: 2, required: true },
    { name: 'vehicleNo', type: 'text' },
    { name: 'invoiceNo', type: 'text' },
    { name: 'receivedNow', type: 'decimal', decimals: 2, createOnly: true },
    {
      name: 'receivedMethod',
      type: 'enum',
      options: PAYMENT_METHODS,
      createOnly: true,
    },
    { name: 'withdrawalOverride', type: 'textarea', showOnError: true },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'flock' }, { kind: 'dateRange' }],
  sortFields: ['date', 'flockName', 'farmName', 'customerName', 'item', 'birds', 'total'],
  defaults: (today) => ({
    date: today,
    item: 'live birds',
    rateUnit: 'kg',
    receivedMethod: 'cash',
  }),
  recordTitle: (sale, { locale }) =>
    `${sale.customerName} · ${sale.flockName} · ${formatDate(sale.date, locale)}`,
  recordActions: (sale, { texts }) => (
    <Button
      component={RouterLink}
      to={saleInvoicePath(sale.id)}
      variant="outlined"
      color="inherit"
      startIcon={<PrintOutlined />}
      data-testid="sale-invoice-link"
      sx={{ borderColor: 'divider' }}
    >
      {texts.fields.invoice}
    </Button>
  ),
});
