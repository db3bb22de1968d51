import type { Dashboard } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { farms } from '@flockbook/db';
import { EVERY_FARM } from '../../records/farm-access.ts';
import { openAlerts } from '../alerts/alerts.service.ts';
import { flockSummary } from '../figures/flock-summary.service.ts';
import { stockLookup } from '../stock/stock.service.ts';
import { roundsMissing } from '../daily-round/rounds-missing.ts';
import {
  dashboardDays,
  dashboardFlockRows,
  dashboardFlocks,
  deathsOnDays,
  monthMoney,
} from './dashboard.service.ts';

/**
 * The dashboard built the way it was before it went set-based, for the tests only: one flock
 * summary per flock shown and one stock lookup per farm. The set-based answer must equal it.
 */
export async function dashboardPerFlock(db: Database, withMoney: boolean): Promise<Dashboard> {
  const now = new Date();
  const { active, closed } = await dashboardFlocks(db, EVERY_FARM);
  const summaries = [
    ...(await Promise.all(active.map((flock) => flockSummary(db, flock, false)))),
    ...(await Promise.all(closed.map((flock) => flockSummary(db, flock, withMoney)))),
  ];
  const farmRows = await db
    .select({ id: farms.id, name: farms.name })
    .from(farms)
    .orderBy(farms.name);
  const { today, days } = await dashboardDays(db, farmRows, now);
  const stockOf = stockLookup(db);
  const stock = await Promise.all(
    farmRows.map(async (farm) => ({ ...(await stockOf(farm.id)), farmName: farm.name })),
  );
  return {
    date: today,
    ...dashboardFlockRows(active, closed, summaries),
    deathsToday: await deathsOnDays(db, days),
    stock,
    roundsMissing: await roundsMissing(db, days),
    alerts: await openAlerts(db, EVERY_FARM, now, stockOf),
    month: withMoney ? await monthMoney(db, today.slice(0, 7)) : null,
  };
}
