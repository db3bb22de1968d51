import {
  BIRD_ITEMS,
  recordFiltersSchema,
  saleInputSchema,
  salePatchSchema,
  saleSchema,
} from '@flockbook/contracts';
import type { Sale } from '@flockbook/contracts';
import { amounts, sales } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { ProblemError } from '../../lib/problem.ts';
import { assertParty, partyNameSql } from '../../records/references.ts';
import { flockRecordArea } from '../../records/scoped-record-area.ts';
import { birdsAliveOf, withdrawalUntilOf } from '../flocks/flock-figures.ts';
import { saleReceivedSql } from './sale-balance.ts';

const receivedSql = saleReceivedSql(sql.raw('"sales"."id"'));
const CUSTOMERS = ['customer', 'both'];
type SaleValues = Partial<Sale> & { withdrawalOverride?: string };

export const salesArea = flockRecordArea({
  id: 'sales',
  entity: 'sale',
  label: 'Sales',
  table: sales,
  schemas: {
    item: saleSchema,
    input: saleInputSchema,
    patch: salePatchSchema,
    filters: recordFiltersSchema,
  },
  columns: {
    customerId: sales.customerId,
    customerName: sql<string>`${partyNameSql('"sales"."customer_id"')}`,
    item: sales.item,
    birds: sales.birds,
    weightKg: sql<string>`${sales.weightKg}::text`,
    quantity: sql<string>`${sales.quantity}::text`,
    rate: sql<string>`${sales.rate}::text`,
    rateUnit: sales.rateUnit,
    total: sql<string>`${sales.total}::text`,
    received: sql<string>`${receivedSql}::text`,
    balance: sql<string>`(${sales.total} - ${receivedSql})::text`,
    vehicleNo: sales.vehicleNo,
    invoiceNo: sales.invoiceNo,
  },
  sortable: {
    item: sales.item,
    birds: sales.birds,
    total: sales.total,
    customerName: partyNameSql('"sales"."customer_id"'),
  },
  searchable: [sales.item, sales.invoiceNo, sales.vehicleNo, partyNameSql('"sales"."customer_id"')],
  total: (sale) => ({
    quantity: sale.rateUnit === 'unit' ? sale.quantity : sale.weightKg,
    price: sale.rate,
    field: 'rate',
  }),
  async check(db, { flock }, values, current: Sale | undefined) {
    if (!flock) return;
    const sale = { ...current, ...values } as SaleValues;
    if (values.customerId)
      await assertParty(db, String(values.customerId), 'customerId', CUSTOMERS);
    const date = String(sale.date);
    const takesBirds = BIRD_ITEMS.includes(sale.item as (typeof BIRD_ITEMS)[number]);
    const birds = Number(sale.birds ?? 0);
    if (takesBirds && birds <= 0) {
      throw new ProblemError(400, { errors: { birds: 'Enter the number of birds sold' } });
    }
    if (takesBirds) {
      // An edited sale's own birds are still counted in the figures: give them back first.
      const own =
        current && current.flockId === flock.id && BIRD_ITEMS.includes(current.item)
          ? current.birds
          : 0;
      const alive = await birdsAliveOf(db, flock.id, date);
      const onDate = alive.onDate + (current && current.date <= date ? own : 0);
      const after = alive.now + own;
      if (birds > Math.min(onDate, after)) {
        const left = Math.min(onDate, after);
        throw new ProblemError(400, {
          detail: `Only ${left} birds of flock ${flock.name} are alive to sell on ${date}.`,
          errors: { birds: `Only ${left} birds are alive on ${date}` },
        });
      }
    }
    // Meat and eggs from a flock under medicine withdrawal may not be sold without an override.
    const withdrawal = await withdrawalUntilOf(db, flock.id);
    const until =
      sale.item === 'eggs' ? withdrawal.eggsUntil : takesBirds ? withdrawal.meatUntil : null;
    if (until && date <= until && !sale.withdrawalOverride) {
      throw new ProblemError(400, {
        title: 'Medicine withdrawal',
        detail: `Flock ${flock.name} is in a medicine withdrawal period until ${until}.`,
        errors: {
          withdrawalOverride: `In withdrawal until ${until}: give a reason to sell anyway`,
        },
      });
    }
  },
  auditReason: (input) =>
    typeof input.withdrawalOverride === 'string' && input.withdrawalOverride
      ? `Sold during medicine withdrawal: ${input.withdrawalOverride}`
      : null,
  // Cash taken with the sale is a payment against it.
  async onCreated(db, created, input, context) {
    const receivedNow = Number(input.receivedNow ?? 0);
    if (receivedNow <= 0) return;
    if (receivedNow > Number(created.total)) {
      throw new ProblemError(400, {
        errors: { receivedNow: `Cannot be more than the total ${created.total}` },
      });
    }
    await db.insert(amounts).values({
      farmId: created.farmId,
      date: created.date,
      direction: 'in',
      partyId: created.customerId,
      saleId: created.id,
      category: 'payment received',
      method: input.receivedMethod,
      amount: String(input.receivedNow),
      reference: created.invoiceNo,
      createdBy: context.userId,
    });
  },
  async checkAfter(_db, _before, after) {
    if (after && Number(after.balance) < 0) {
      throw new ProblemError(400, {
        errors: {
          rate: `Payments of ${after.received} already exceed this total of ${after.total}`,
        },
      });
    }
  },
  exportColumns: [
    { header: 'Date', field: 'date', value: (row) => row.date },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Flock', field: 'flockName', value: (row) => row.flockName },
    { header: 'Customer', field: 'customerName', value: (row) => row.customerName },
    { header: 'Item', field: 'item', value: (row) => row.item },
    { header: 'Birds', field: 'birds', value: (row) => row.birds },
    { header: 'Weight (kg)', field: 'weightKg', value: (row) => Number(row.weightKg) },
    { header: 'Quantity', field: 'quantity', value: (row) => Number(row.quantity) },
    { header: 'Rate', field: 'rate', value: (row) => Number(row.rate) },
    { header: 'Per', field: 'rateUnit', value: (row) => row.rateUnit },
    { header: 'Total', field: 'total', value: (row) => Number(row.total) },
    { header: 'Received', field: 'received', value: (row) => Number(row.received) },
    { header: 'Balance', field: 'balance', value: (row) => Number(row.balance) },
    { header: 'Vehicle', field: 'vehicleNo', value: (row) => row.vehicleNo },
    { header: 'Invoice', field: 'invoiceNo', value: (row) => row.invoiceNo },
  ],
});
