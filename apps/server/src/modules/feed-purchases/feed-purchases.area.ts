import {
  DEFAULT_BAG_WEIGHT_KG,
  feedPurchaseInputSchema,
  feedPurchasePatchSchema,
  feedPurchaseSchema,
  recordFiltersSchema,
} from '@flockbook/contracts';
import type { FeedPurchase } from '@flockbook/contracts';
import { feedPurchases } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { ProblemError } from '../../lib/problem.ts';
import { assertParty, partyNameSql } from '../../records/references.ts';
import { farmRecordArea } from '../../records/scoped-record-area.ts';
import { feedAmountValues } from './feed-amount.ts';
import { assertFeedStock, lockFeedStock } from './feed-stock-rule.ts';
import type { FeedKey } from './feed-stock-rule.ts';

const SUPPLIERS = ['supplier', 'both'];

const keysOf = (...items: (FeedPurchase | undefined)[]): FeedKey[] =>
  items
    .filter((item): item is FeedPurchase => !!item)
    .map(({ farmId, feedType }) => ({ farmId, feedType }));

export const feedPurchasesArea = farmRecordArea({
  id: 'feedPurchases',
  entity: 'feed purchase',
  label: 'Feed purchases',
  table: feedPurchases,
  schemas: {
    item: feedPurchaseSchema,
    input: feedPurchaseInputSchema,
    patch: feedPurchasePatchSchema,
    filters: recordFiltersSchema,
  },
  columns: {
    feedType: feedPurchases.feedType,
    bags: sql<string>`${feedPurchases.bags}::text`,
    bagWeightKg: sql<string>`${feedPurchases.bagWeightKg}::text`,
    quantityKg: sql<string>`${feedPurchases.quantityKg}::text`,
    pricePerBag: sql<string>`${feedPurchases.pricePerBag}::text`,
    total: sql<string>`${feedPurchases.total}::text`,
    supplierId: feedPurchases.supplierId,
    supplierName: partyNameSql('"feed_purchases"."supplier_id"'),
    invoiceNo: feedPurchases.invoiceNo,
  },
  sortable: {
    feedType: feedPurchases.feedType,
    quantityKg: feedPurchases.quantityKg,
    pricePerBag: feedPurchases.pricePerBag,
    total: feedPurchases.total,
  },
  searchable: [feedPurchases.feedType, feedPurchases.invoiceNo],
  // Bags may be worked out from kilograms; the larger reading keeps the bound safe.
  total: (purchase) => ({
    quantity: Math.max(
      Number(purchase.bags ?? 0),
      Number(purchase.quantityKg ?? 0) / Number(purchase.bagWeightKg ?? DEFAULT_BAG_WEIGHT_KG),
    ),
    price: purchase.pricePerBag,
    field: 'pricePerBag',
  }),
  derivedValues: (entered, current) => feedAmountValues(entered, current),
  async check(db, { farmId }, values, current) {
    if (values.supplierId)
      await assertParty(db, String(values.supplierId), 'supplierId', SUPPLIERS);
    const feedType = String(values.feedType ?? current?.feedType ?? '');
    await lockFeedStock(db, [{ farmId, feedType }, ...keysOf(current)]);
  },
  // Lowering or removing a purchase must not take back feed that was already used.
  async checkAfter(db, before, after) {
    await assertFeedStock(db, keysOf(before, after), ({ feedType, date, balanceKg }) => {
      const short = (-Number(balanceKg)).toFixed(3);
      return new ProblemError(409, {
        title: 'Feed already used',
        detail: `Feed already used needs this purchase: ${feedType} stock would fall ${short} kg below zero on ${date}.`,
      });
    });
  },
  exportColumns: [
    { header: 'Date', field: 'date', value: (row) => row.date },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Feed type', field: 'feedType', value: (row) => row.feedType },
    { header: 'Bags', field: 'bags', value: (row) => Number(row.bags) },
    { header: 'Bag weight (kg)', field: 'bagWeightKg', value: (row) => Number(row.bagWeightKg) },
    { header: 'Quantity (kg)', field: 'quantityKg', value: (row) => Number(row.quantityKg) },
    { header: 'Price per bag', field: 'pricePerBag', value: (row) => Number(row.pricePerBag) },
    { header: 'Total', field: 'total', value: (row) => Number(row.total) },
    { header: 'Invoice', field: 'invoiceNo', value: (row) => row.invoiceNo },
    { header: 'Notes', field: 'notes', value: (row) => row.notes },
  ],
});
