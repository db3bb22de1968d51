import type { AreaTexts } from '../../../../../records/area-texts.ts';
import { moneyOptionsEn } from '../money-options/en.ts';

export const salesEn = {
  title: 'Sales',
  singular: 'Sale',
  newTitle: 'Record a sale',
  subtitle: 'Birds, eggs and manure sold, with what each customer still owes',
  empty: 'No sales recorded yet.',
  fields: {
    date: 'Date',
    farmName: 'Farm',
    flockName: 'Flock',
    flockId: 'Flock',
    customerId: 'Customer',
    customerName: 'Customer',
    item: 'Item',
    birds: 'Birds',
    weightKg: 'Weight',
    quantity: 'Quantity',
    rate: 'Rate',
    rateUnit: 'Rate per',
    total: 'Total',
    received: 'Received',
    balance: 'Balance',
    vehicleNo: 'Vehicle no.',
    invoiceNo: 'Invoice no.',
    receivedNow: 'Received now',
    receivedMethod: 'Paid by',
    withdrawalOverride: 'Reason to sell during the withdrawal period',
    notes: 'Notes',
    invoice: 'Invoice',
  },
  options: {
    item: moneyOptionsEn.saleItem,
    rateUnit: moneyOptionsEn.rateUnit,
    receivedMethod: moneyOptionsEn.method,
  },
  units: { weightKg: 'kg' },
  hints: {
    birds: 'No more than the birds alive on the sale date',
    weightKg: 'Total live weight on the scale',
    quantity: 'Eggs, bags or pieces sold',
    receivedNow: 'Paid on the spot; recorded as a payment against this sale',
  },
} satisfies AreaTexts;

/** The sales area's words: Turkish and Arabic give the same ones. */
export type SalesTexts = typeof salesEn;
