import type { Database } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import type { ProblemError } from '../../lib/problem.ts';
import { readAppSettings } from '../settings/settings.service.ts';
import { lowestFeedBalance } from '../stock/stock.service.ts';

export type FeedKey = { farmId: string; feedType: string };

/**
 * No change may leave a farm's feed of a type below zero on any day (unless the installation
 * allows negative stock). Runs after the change, inside its transaction; the records of one
 * farm and type are changed one transaction at a time (advisory lock), so two people saving
 * together can never overdraw the stock between them.
 */
export async function lockFeedStock(db: Database, keys: FeedKey[]): Promise<void> {
  const unique = [...new Set(keys.map((key) => `feed:${key.farmId}:${key.feedType}`))].sort();
  for (const key of unique) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function assertFeedStock(
  db: Database,
  keys: FeedKey[],
  refuse: (shortfall: { feedType: string; date: string; balanceKg: string }) => ProblemError,
): Promise<void> {
  if ((await readAppSettings(db)).allowNegativeFeedStock) return;
  for (const key of keys) {
    const lowest = await lowestFeedBalance(db, key.farmId, key.feedType);
    if (lowest && Number(lowest.balanceKg) < 0) throw refuse({ feedType: key.feedType, ...lowest });
  }
}
