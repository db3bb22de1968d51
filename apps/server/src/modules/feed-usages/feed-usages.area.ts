import {
  feedUsageInputSchema,
  feedUsagePatchSchema,
  feedUsageSchema,
  recordFiltersSchema,
} from '@flockbook/contracts';
import type { FeedUsage } from '@flockbook/contracts';
import { feedUsages } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { ProblemError } from '../../lib/problem.ts';
import { flockRecordArea } from '../../records/scoped-record-area.ts';
import { feedAmountValues } from '../feed-purchases/feed-amount.ts';
import { assertFeedStock, lockFeedStock } from '../feed-purchases/feed-stock-rule.ts';
import type { FeedKey } from '../feed-purchases/feed-stock-rule.ts';

const keysOf = (...items: (FeedUsage | undefined)[]): FeedKey[] =>
  items
    .filter((item): item is FeedUsage => !!item)
    .map(({ farmId, feedType }) => ({ farmId, feedType }));

export const feedUsagesArea = flockRecordArea({
  id: 'feedUsages',
  entity: 'feed usage',
  label: 'Feed usage',
  table: feedUsages,
  schemas: {
    item: feedUsageSchema,
    input: feedUsageInputSchema,
    patch: feedUsagePatchSchema,
    filters: recordFiltersSchema,
  },
  columns: {
    feedType: feedUsages.feedType,
    bags: sql<string>`${feedUsages.bags}::text`,
    bagWeightKg: sql<string>`${feedUsages.bagWeightKg}::text`,
    quantityKg: sql<string>`${feedUsages.quantityKg}::text`,
  },
  sortable: { feedType: feedUsages.feedType, quantityKg: feedUsages.quantityKg },
  searchable: [feedUsages.feedType],
  derivedValues: (entered, current) => feedAmountValues(entered, current),
  async check(db, { farmId }, values, current) {
    const feedType = String(values.feedType ?? current?.feedType ?? '');
    await lockFeedStock(db, [{ farmId, feedType }, ...keysOf(current)]);
  },
  // Usage may not exceed the farm's stock of that feed type on its date, nor take feed that
  // later usage already counted on.
  async checkAfter(db, before, after) {
    await assertFeedStock(db, keysOf(before, after), ({ feedType, date, balanceKg }) => {
      const used = Number(after?.quantityKg ?? 0);
      const farm = after?.farmName ?? before?.farmName ?? '';
      const available = Math.max(0, used + Number(balanceKg)).toFixed(3);
      const message = `Only ${available} kg of ${feedType} feed in stock at ${farm} for ${date}`;
      return new ProblemError(400, {
        detail: `${message}.`,
        errors: { quantityKg: message, bags: message },
      });
    });
  },
  plausible: 'feed',
  exportColumns: [
    { header: 'Date', field: 'date', value: (row) => row.date },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Flock', field: 'flockName', value: (row) => row.flockName },
    { header: 'Feed type', field: 'feedType', value: (row) => row.feedType },
    { header: 'Bags', field: 'bags', value: (row) => Number(row.bags) },
    { header: 'Quantity (kg)', field: 'quantityKg', value: (row) => Number(row.quantityKg) },
    { header: 'Notes', field: 'notes', value: (row) => row.notes },
  ],
});
