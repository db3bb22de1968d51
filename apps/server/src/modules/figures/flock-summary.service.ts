import type { AppSettings, Flock, FlockSummary } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { todaysOnFarms } from '../../lib/farm-time.ts';
import { readAppSettings } from '../settings/settings.service.ts';
import { cents, centsText, totalCostCents } from './flock-day-sql.ts';
import type { MoneySums } from './flock-day-sql.ts';
import { flockDayGaps } from './flock-gaps.ts';
import type { FlockDayGaps } from './flock-gaps.ts';
import { flockTotals } from './flock-totals.ts';
import type { FlockTotals, TotalsTarget } from './flock-totals.ts';

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const ratio = (top: number, bottom: number) => (bottom > 0 ? top / bottom : null);

/**
 * Every figure of a flock, from its records (farm-domain "Figures"): sums over its days
 * (`flockDaysSql`), in SQL; ratios are rounded for display at the end.
 */
export async function flockSummary(
  db: Database,
  flock: Flock,
  withMoney: boolean,
): Promise<FlockSummary> {
  const [summary] = await flockSummaries(db, [flock], withMoney);
  if (!summary) throw new Error('flock summary query answered nothing');
  return summary;
}

/** The summaries of many flocks (in their order) from one query of their totals. */
export async function flockSummaries(
  db: Database,
  flocks: Flock[],
  withMoney: boolean,
): Promise<FlockSummary[]> {
  const settings = await readAppSettings(db);
  const now = new Date();
  const todays = await todaysOnFarms(db, [...new Set(flocks.map((flock) => flock.farmId))], now);
  const targets = flocks.map((flock) => {
    const asOf = flock.closedOn ?? todays.get(flock.farmId) ?? '';
    const latest = flock.figures.latestWeighing;
    // FCR rests on the latest weighing (feed and sales up to that day) or, once the flock is
    // sold out, on everything sold.
    return { flock, asOf, fcrDay: soldOut(flock) || !latest ? asOf : latest.date };
  });
  const totals = await flockTotals(db, targets, now, withMoney);
  const gaps = await flockDayGaps(
    db,
    targets.map(({ flock, asOf }) => ({ ...flock, asOf })),
  );
  return targets.map((target) => {
    const found = totals.get(target.flock.id);
    const days = gaps.get(target.flock.id);
    if (!found || !days) throw new Error('flock summary query answered nothing');
    return summaryOf(target, found, days, settings, withMoney);
  });
}

/** Days without feed under the FCR and EPEF shown beside a flock (0: they are complete). */
export const feedGapDays = (summary: FlockSummary) =>
  Math.max(summary.gaps.incomplete.fcr, summary.gaps.incomplete.epef);

const soldOut = (flock: Flock) => flock.figures.birdsAlive === 0 && flock.figures.birdsSold > 0;

/** A flock's figures from its totals: the one place the ratios are worked out. */
function summaryOf(
  { flock, asOf: end, fcrDay }: TotalsTarget,
  totals: FlockTotals,
  days: FlockDayGaps,
  settings: AppSettings,
  withMoney: boolean,
): FlockSummary {
  const { figures } = flock;
  const latest = figures.latestWeighing;
  const isSoldOut = soldOut(flock);
  const chickWeightG = settings.chickWeightKg * 1000;
  const birdDays = Number(totals.birdDays);
  const feedUsedKg = Number(totals.feedUsedKg);
  const kgSold = Number(totals.kgSold);
  const latestKg = latest ? Number(latest.averageWeightG) / 1000 : null;
  const isLayer = flock.type !== 'broiler';
  // Live weight produced: what left as sales, what is alive, less what arrived as chicks.
  const liveKg =
    !isLayer && (isSoldOut || latestKg !== null)
      ? Number(totals.fcrKgSold) +
        (isSoldOut ? 0 : totals.fcrAlive * (latestKg ?? 0)) -
        figures.birdsPlaced * settings.chickWeightKg
      : null;
  const fcrFeedKg = Number(totals.fcrFeedKg);
  const fcr = liveKg !== null && liveKg > 0 && fcrFeedKg > 0 ? fcrFeedKg / liveKg : null;
  const livability = 100 - figures.mortalityPercent;
  // EPEF on the latest weighing, or on the sales once the flock is sold out.
  const epefWeightKg = isSoldOut ? kgSold / figures.birdsSold : latestKg;
  const epefAge = isSoldOut ? Number(totals.saleAge) : (latest?.ageDays ?? null);
  const epef =
    fcr !== null && epefWeightKg !== null && epefAge
      ? ((livability * epefWeightKg) / (epefAge * fcr)) * 100
      : null;

  const feedPerBirdDayG = birdDays > 0 ? round((feedUsedKg * 1000) / birdDays, 1) : null;
  // FCR and EPEF rest on the feed up to the FCR day; feed per bird on all of it.
  const fcrFeedGaps = days.daysWithoutFeed.filter((day) => day <= fcrDay).length;

  return {
    flockId: flock.id,
    type: flock.type,
    status: flock.status,
    asOf: end,
    ageDays: figures.ageDays,
    birdsPlaced: figures.birdsPlaced,
    deaths: figures.deaths,
    birdsSold: figures.birdsSold,
    birdsAlive: figures.birdsAlive,
    mortalityPercent: figures.mortalityPercent,
    livabilityPercent: round(livability, 2),
    birdDays,
    feedUsedKg: feedUsedKg.toFixed(3),
    feedPerBirdDayG,
    latestWeighing: latest
      ? {
          ...latest,
          adgG:
            latest.ageDays > 0
              ? round((Number(latest.averageWeightG) - chickWeightG) / latest.ageDays, 1)
              : null,
        }
      : null,
    kgSold: kgSold.toFixed(3),
    liveKgProduced: liveKg === null ? null : liveKg.toFixed(3),
    fcr: fcr === null ? null : round(fcr, 3),
    epef: epef === null ? null : Math.round(epef),
    henDayPercent: isLayer
      ? round((ratio(Number(totals.eggs), Number(totals.henDays)) ?? 0) * 100, 1)
      : null,
    fcrBasis: fcr === null ? null : { date: fcrDay, soldOut: isSoldOut },
    withdrawalMeatUntil: figures.withdrawalMeatUntil,
    withdrawalEggsUntil: figures.withdrawalEggsUntil,
    basis: {
      deaths: totals.deaths,
      weighings: totals.weighings,
      feedUsages: totals.feedUsages,
      sales: totals.sales,
      eggCollections: totals.eggCollections,
    },
    gaps: {
      ...days,
      incomplete: {
        fcr: fcr === null ? 0 : fcrFeedGaps,
        feedPerBird: feedPerBirdDayG === null ? 0 : days.daysWithoutFeed.length,
        epef: epef === null ? 0 : fcrFeedGaps,
      },
    },
    money: withMoney ? flockMoney(totals, flock.figures.birdsSold, kgSold) : null,
  };
}

/** Costs, revenue and profit of a flock (see farm-domain "Costs of a flock"). */
function flockMoney(
  money: MoneySums,
  birdsSold: number,
  kgSold: number,
): NonNullable<FlockSummary['money']> {
  const totalCents = totalCostCents(money);
  const revenueCents = cents(money.revenue);
  return {
    chicks: money.chicks,
    feed: money.feed,
    medicine: money.medicine,
    direct: money.direct,
    allocated: money.allocated,
    totalCost: centsText(totalCents),
    revenue: centsText(revenueCents),
    profit: centsText(revenueCents - totalCents),
    costPerBirdSold: birdsSold > 0 ? centsText(totalCents / birdsSold) : null,
    costPerKgSold: kgSold > 0 ? centsText(totalCents / kgSold) : null,
  };
}
