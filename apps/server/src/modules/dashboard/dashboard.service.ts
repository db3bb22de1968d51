import { todayIso } from '@flockbook/contracts';
import type { Dashboard } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { farms } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/query-rows.ts';
import { openAlerts } from '../alerts/alerts.service.ts';
import { cents, centsText } from '../figures/flock-day-sql.ts';
import { flockSummary } from '../figures/flock-summary.service.ts';
import { flocksArea } from '../flocks/flocks.area.ts';
import { stockLookup } from '../stock/stock.service.ts';

const ALL = { page: 1, pageSize: 200, sort: undefined, q: undefined };

/** Everything the farm dashboard shows, each figure from its one definition. */
export async function dashboard(db: Database, withMoney: boolean): Promise<Dashboard> {
  const today = todayIso();
  const active = (await flocksArea.list(db, ALL, { status: 'active' })).data;
  const closed = (
    await flocksArea.list(
      db,
      { ...ALL, pageSize: 12, sort: { field: 'placedOn', direction: 'desc' } },
      { status: 'closed' },
    )
  ).data;
  // Independent queries run side by side (PostgreSQL answers them on separate connections).
  const activeFlocks = await Promise.all(
    active.map(async (flock) => {
      const summary = await flockSummary(db, flock, false);
      return {
        id: flock.id,
        name: flock.name,
        handle: flock.handle,
        farmName: flock.farmName,
        breed: flock.breed,
        ageDays: summary.ageDays,
        birdsAlive: summary.birdsAlive,
        mortalityPercent: summary.mortalityPercent,
        fcr: summary.fcr,
        epef: summary.epef,
        latestWeightG: summary.latestWeighing?.averageWeightG ?? null,
      };
    }),
  );
  const closedFlocks = await Promise.all(
    closed.map(async (flock) => {
      const summary = await flockSummary(db, flock, withMoney);
      const sold = summary.birdsSold;
      return {
        id: flock.id,
        name: flock.name,
        closedOn: flock.closedOn ?? '',
        fcr: summary.fcr,
        epef: summary.epef,
        mortalityPercent: summary.mortalityPercent,
        profitPerBird:
          summary.money && sold > 0 ? (Number(summary.money.profit) / sold).toFixed(2) : null,
      };
    }),
  );
  const farmRows = await db
    .select({ id: farms.id, name: farms.name })
    .from(farms)
    .orderBy(farms.name);
  // The stock table and the stock alerts share one lookup per farm.
  const stockOf = stockLookup(db, today);
  const stock = await Promise.all(
    farmRows.map(async (farm) => ({ ...(await stockOf(farm.id)), farmName: farm.name })),
  );
  const [deaths] = await queryRows<{ count: number }>(
    db,
    sql`select coalesce(sum(count), 0)::float8 as count from deaths where date = ${today}`,
  );
  return {
    date: today,
    birdsAlive: activeFlocks.reduce((sum, flock) => sum + flock.birdsAlive, 0),
    deathsToday: deaths?.count ?? 0,
    activeFlocks,
    stock,
    alerts: await openAlerts(db, today, stockOf),
    month: withMoney ? await monthMoney(db, today.slice(0, 7)) : null,
    closedFlocks,
  };
}

/** Money in and out in a calendar month: sales against what was bought, spent and paid. */
async function monthMoney(db: Database, period: string) {
  const inMonth = (column: string) =>
    sql.raw(`to_char(${column}, 'YYYY-MM') = '${period.replace(/[^0-9-]/g, '')}'`);
  const [row] = await queryRows<{ revenue: string; costs: string }>(
    db,
    sql`select
      (select coalesce(sum(total), 0) from sales where ${inMonth('date')})::numeric(30, 2)::text as revenue,
      ((select coalesce(sum(chicks_placed * chick_price), 0) from flocks where ${inMonth('placed_on')})
        + (select coalesce(sum(total), 0) from feed_purchases where ${inMonth('date')})
        + (select coalesce(sum(total), 0) from medicines where ${inMonth('date')})
        + (select coalesce(sum(total), 0) from diesel where ${inMonth('date')})
        + (select coalesce(sum(total), 0) from wood where ${inMonth('date')})
        + (select coalesce(sum(amount), 0) from mess where ${inMonth('date')})
        + (select coalesce(sum(amount), 0) from misc_expenses where ${inMonth('date')})
        + (select coalesce(sum(net), 0) from employee_salaries where period = ${period}))::numeric(30, 2)::text as costs`,
  );
  const revenue = row?.revenue ?? '0.00';
  const costs = row?.costs ?? '0.00';
  return { period, revenue, costs, profit: centsText(cents(revenue) - cents(costs)) };
}
