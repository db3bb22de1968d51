import type { Dashboard, Flock, FlockSummary } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { farms } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { byDay, farmToday, todaysOnFarms } from '../../lib/farm-time.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { andOnFarms, farmCondition, visibleFarmsFilter } from '../../records/farm-access.ts';
import type { FarmAccess } from '../../records/farm-access.ts';
import { openAlerts } from '../alerts/alerts.service.ts';
import { roundsMissing } from '../daily-round/rounds-missing.ts';
import { cents, centsText } from '../figures/flock-day-sql.ts';
import { feedGapDays, flockSummaries } from '../figures/flock-summary.service.ts';
import { flocksArea } from '../flocks/flocks.area.ts';
import { farmStock, farmsStock } from '../stock/stock.service.ts';

const ALL = { page: 1, pageSize: 200, sort: undefined, q: undefined };

/** The flocks the dashboard shows: every active one, and the last 12 closed, of `access`'s farms. */
export async function dashboardFlocks(
  db: Database,
  access: FarmAccess,
): Promise<{ active: Flock[]; closed: Flock[] }> {
  const onFarms = visibleFarmsFilter(access);
  const active = (await flocksArea.list(db, ALL, { status: 'active', ...onFarms })).data;
  const closed = (
    await flocksArea.list(
      db,
      { ...ALL, pageSize: 12, sort: { field: 'placedOn', direction: 'desc' } },
      { status: 'closed', ...onFarms },
    )
  ).data;
  return { active, closed };
}

/**
 * Everything the farm dashboard shows, each figure from its one definition, set-based: the
 * summaries of the active flocks (without money) and of the closed ones each from one query
 * of their totals, every farm's stock in one
 * query for feed and one for medicine, and the alerts reading that stock; of `access`'s
 * farms only (money, for admins, is of every farm).
 */
export async function dashboard(
  db: Database,
  withMoney: boolean,
  access: FarmAccess,
): Promise<Dashboard> {
  const now = new Date();
  const { active, closed } = await dashboardFlocks(db, access);
  const farmRows = await db
    .select({ id: farms.id, name: farms.name })
    .from(farms)
    .where(farmCondition(access, farms.id))
    .orderBy(farms.name);
  const { today, days } = await dashboardDays(db, farmRows, now);
  // Independent queries run side by side (PostgreSQL answers them on separate connections).
  // Money only where it is shown: the closed flocks' profit per bird.
  const [activeSummaries, closedSummaries, stockByFarm, deathsToday, month, missing] =
    await Promise.all([
      flockSummaries(db, active, false),
      flockSummaries(db, closed, withMoney),
      Promise.all([...days].map(([day, farmIds]) => farmsStock(db, farmIds, day))).then(
        (parts) => new Map(parts.flatMap((part) => [...part])),
      ),
      deathsOnDays(db, days),
      withMoney ? monthMoney(db, today.slice(0, 7)) : null,
      roundsMissing(db, days),
    ]);
  const stockOf = async (farmId: string) =>
    stockByFarm.get(farmId) ?? (await farmStock(db, farmId));
  const stock = await Promise.all(
    farmRows.map(async (farm) => ({ ...(await stockOf(farm.id)), farmName: farm.name })),
  );
  return {
    date: today,
    ...dashboardFlockRows(active, closed, [...activeSummaries, ...closedSummaries]),
    deathsToday,
    stock,
    roundsMissing: missing,
    alerts: await openAlerts(db, access, now, stockOf),
    month,
  };
}

/** The dashboard's flock rows from the flocks' summaries (active first, then closed, in order). */
export function dashboardFlockRows(
  active: Flock[],
  closed: Flock[],
  summaries: FlockSummary[],
): Pick<Dashboard, 'activeFlocks' | 'closedFlocks' | 'birdsAlive'> {
  const activeFlocks = active.map((flock, index) => {
    const summary = summaryAt(summaries, index);
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
      feedGapDays: feedGapDays(summary),
      latestWeightG: summary.latestWeighing?.averageWeightG ?? null,
    };
  });
  const closedFlocks = closed.map((flock, index) => {
    const summary = summaryAt(summaries, active.length + index);
    const sold = summary.birdsSold;
    return {
      id: flock.id,
      name: flock.name,
      closedOn: flock.closedOn ?? '',
      fcr: summary.fcr,
      epef: summary.epef,
      feedGapDays: feedGapDays(summary),
      mortalityPercent: summary.mortalityPercent,
      profitPerBird:
        summary.money && sold > 0 ? (Number(summary.money.profit) / sold).toFixed(2) : null,
    };
  });
  return {
    activeFlocks,
    closedFlocks,
    birdsAlive: activeFlocks.reduce((sum, flock) => sum + flock.birdsAlive, 0),
  };
}

function summaryAt(summaries: FlockSummary[], index: number): FlockSummary {
  const summary = summaries[index];
  if (!summary) throw new Error('a dashboard flock has no summary');
  return summary;
}

/**
 * The dashboard's day: the today most of the farms shown share (the latest on a tie; UTC's
 * without farms), and the farms by their today.
 */
export async function dashboardDays(
  db: Database,
  farmRows: { id: string }[],
  now: Date,
): Promise<{ today: string; days: Map<string, string[]> }> {
  const todays = await todaysOnFarms(
    db,
    farmRows.map((farm) => farm.id),
    now,
  );
  const days = byDay(todays);
  const [today] = [...days]
    .sort(([a, x], [b, y]) => y.length - x.length || b.localeCompare(a))
    .map(([day]) => day);
  return { today: today ?? farmToday('UTC', now), days };
}

/** Deaths recorded on each farm's today, for farms grouped by their today. */
export async function deathsOnDays(db: Database, days: Map<string, string[]>): Promise<number> {
  const counts = await Promise.all(
    [...days].map(([day, farmIds]) => deathsOn(db, day, { every: false, farmIds })),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * Deaths recorded on a day, across the flocks of `access`'s farms, read flock by flock from the
 * (flock, date) index (`offset 0` keeps the planner from scanning the whole table instead).
 */
export async function deathsOn(db: Database, day: string, access: FarmAccess): Promise<number> {
  const [deaths] = await queryRows<{ count: number }>(
    db,
    sql`select coalesce(sum(d.count), 0)::float8 as count from flocks f
      cross join lateral (select count from deaths where flock_id = f.id and date = ${day}::date
        offset 0) d where true ${andOnFarms(access, sql`f.farm_id`)}`,
  );
  return deaths?.count ?? 0;
}

/** Money in and out in a calendar month: sales against what was bought, spent and paid. */
export async function monthMoney(db: Database, period: string) {
  const first = sql`to_date(${period}, 'YYYY-MM')`;
  const inMonth = (column: string) =>
    sql`${sql.raw(column)} >= ${first} and ${sql.raw(column)} < (${first} + interval '1 month')::date`;
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
