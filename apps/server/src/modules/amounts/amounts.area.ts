import {
  amountFiltersSchema,
  amountInputSchema,
  amountPatchSchema,
  amountSchema,
  authRoles,
  cashInHandSchema,
} from '@flockbook/contracts';
import type { Amount } from '@flockbook/contracts';
import { amounts, farms, parties, sales } from '@flockbook/db';
import type { Database, ListSpec } from '@flockbook/db';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { assertNotAfterFarmToday } from '../../lib/farm-time.ts';
import { ProblemError } from '../../lib/problem.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { joinedReads } from '../../records/joined-record-area.ts';
import { assertFarmExists, assertParty } from '../../records/references.ts';
import type { ChangeContext, RecordArea } from '../../records/record-area.ts';
import { saleReceivedSql } from '../sales/sale-balance.ts';

type AmountFilters = z.infer<typeof amountFiltersSchema>;
const spec: ListSpec<AmountFilters> = {
  sortable: {
    date: amounts.date,
    amount: amounts.amount,
    direction: amounts.direction,
    method: amounts.method,
    category: amounts.category,
  },
  defaultSort: { field: 'date', direction: 'desc' },
  tiebreaker: amounts.id,
  searchable: [
    amounts.reference,
    amounts.notes,
    amounts.category,
    (pattern) => sql`${amounts.partyId} in (select id from parties where name ilike ${pattern})`,
  ],
  filters: {
    farmId: (value) => eq(amounts.farmId, value),
    partyId: (value) => eq(amounts.partyId, value),
    saleId: (value) => eq(amounts.saleId, value),
    direction: (value) => eq(amounts.direction, value),
    method: (value) => eq(amounts.method, value),
    from: (value) => sql`${amounts.date} >= ${value}`,
    to: (value) => sql`${amounts.date} <= ${value}`,
  },
};

type Values = Partial<z.infer<typeof amountInputSchema>>;

/** Fills what a payment against a sale implies and refuses what contradicts it. */
async function checkLinks(
  db: Database,
  values: Values,
  current: Amount | undefined,
  context: ChangeContext,
): Promise<Values> {
  const merged = { ...current, ...values };
  const filled: Values = {};
  if (merged.farmId) await assertFarmExists(db, merged.farmId);
  if (values.date !== undefined || values.farmId !== undefined) {
    const date = merged.date ?? '';
    await assertNotAfterFarmToday(db, merged.farmId ?? null, date, 'date', context.farmTimeZone);
  }
  if (merged.saleId) {
    const rows = await db
      .select({ customerId: sales.customerId, flockId: sales.flockId })
      .from(sales)
      .where(eq(sales.id, merged.saleId))
      .for('update');
    const sale = rows[0];
    if (!sale) throw new ProblemError(400, { errors: { saleId: 'Choose an existing sale' } });
    if (merged.direction !== 'in') {
      throw new ProblemError(400, { errors: { direction: 'A payment against a sale comes in' } });
    }
    if (merged.partyId && merged.partyId !== sale.customerId) {
      throw new ProblemError(400, {
        errors: { partyId: "Payments against a sale come from the sale's customer" },
      });
    }
    filled.partyId = sale.customerId;
  }
  if (merged.partyId)
    await assertParty(db, merged.partyId, 'partyId', ['customer', 'supplier', 'both']);
  return { ...values, ...filled };
}

export const amountsArea: RecordArea<
  Amount,
  typeof amountInputSchema,
  typeof amountPatchSchema,
  typeof amountFiltersSchema
> = {
  id: 'amounts',
  entity: 'amount',
  label: 'Amounts',
  table: amounts,
  schemas: {
    item: amountSchema,
    input: amountInputSchema,
    patch: amountPatchSchema,
    filters: amountFiltersSchema,
  },
  ...joinedReads({
    table: amounts,
    selection: {
      ...getTableColumns(amounts),
      amount: sql<string>`${amounts.amount}::text`,
      farmName: farms.name,
      partyName: parties.name,
      saleInvoiceNo: sales.invoiceNo,
    },
    from: (db, columns) =>
      db
        .select(columns)
        .from(amounts)
        .leftJoin(farms, eq(amounts.farmId, farms.id))
        .leftJoin(parties, eq(amounts.partyId, parties.id))
        .leftJoin(sales, eq(amounts.saleId, sales.id)),
    // The joins only name what an amount points at: they neither drop nor repeat rows, and
    // the filters and the search read the amount's own columns.
    countFrom: (db, columns) => db.select(columns).from(amounts),
    spec,
    // Money: admins only, who see every farm.
    visibleFarms: 'admins only',
    item: amountSchema,
  }),
  prepareCreate: (db, input, context) => checkLinks(db, input, undefined, context),
  prepareUpdate: (db, current, patch, context) => checkLinks(db, patch, current, context),
  // A sale can never be paid more than its total.
  async checkAfter(db, before, after) {
    for (const saleId of new Set([before?.saleId, after?.saleId])) {
      if (!saleId) continue;
      const rows = await db
        .select({ total: sales.total, received: saleReceivedSql(sql.raw('"sales"."id"')) })
        .from(sales)
        .where(eq(sales.id, saleId));
      const sale = rows[0];
      if (sale && Number(sale.received) > Number(sale.total)) {
        const owed = (
          Number(sale.total) -
          Number(sale.received) +
          Number(after?.amount ?? 0)
        ).toFixed(2);
        throw new ProblemError(400, {
          errors: { amount: `Only ${owed} is still owed on this sale` },
        });
      }
    }
  },
  exportColumns: [
    { header: 'Date', field: 'date', value: (row) => row.date },
    { header: 'In/out', field: 'direction', value: (row) => row.direction },
    { header: 'Amount', field: 'amount', value: (row) => Number(row.amount) },
    { header: 'Method', field: 'method', value: (row) => row.method },
    { header: 'Category', field: 'category', value: (row) => row.category },
    { header: 'Party', field: 'partyName', value: (row) => row.partyName },
    { header: 'Sale invoice', field: 'saleInvoiceNo', value: (row) => row.saleInvoiceNo },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Reference', field: 'reference', value: (row) => row.reference },
    { header: 'Notes', field: 'notes', value: (row) => row.notes },
  ],
};

/** Cash in hand by payment method, from every amount recorded. */
export const cashInHandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/amounts/cash-in-hand',
    {
      onRequest: app.requireRole(authRoles.admin),
      schema: {
        tags: ['Amounts'],
        summary: 'Cash in hand by method',
        security: [{ bearerAuth: [] }],
        response: { 200: cashInHandSchema },
      },
    },
    async () =>
      queryRows<z.infer<typeof cashInHandSchema>[number]>(
        app.database.db,
        sql`select m.method, coalesce(sum(a.amount) filter (where a.direction = 'in'), 0)::numeric(30, 2)::text as in,
            coalesce(sum(a.amount) filter (where a.direction = 'out'), 0)::numeric(30, 2)::text as out,
            coalesce(sum(case when a.direction = 'in' then a.amount else -a.amount end), 0)::numeric(30, 2)::text as balance
          from (values ('cash'), ('bank'), ('cheque'), ('mobile')) as m(method)
          left join amounts a on a.method = m.method
          group by m.method order by array_position(array['cash', 'bank', 'cheque', 'mobile'], m.method)`,
      ),
  );
};
