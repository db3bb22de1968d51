import type { Flock, FlockSummary } from '@flockbook/contracts';
import { amount, dateCell, integer, kilograms, reportNumber } from './report-document.ts';
import type { FactsSection, ReportDocument } from './report-document.ts';

/** The closing sheet of a flock: its facts and the figures of its summary, nothing re-derived. */
export function closingSheetDocument(flock: Flock, summary: FlockSummary): ReportDocument {
  const provisional = flock.status !== 'closed';
  const weighing = summary.latestWeighing;
  const sections: FactsSection[] = [
    {
      kind: 'facts',
      title: 'About the flock',
      rows: [
        ['Flock', flock.name],
        ['Farm', flock.farmName],
        ['Breed', flock.breed],
        ['Type', flock.type],
        ['House', flock.house || null],
        ['Placed on', flock.placedOn],
        provisional ? ['As of', summary.asOf] : ['Closed on', dateCell(flock.closedOn)],
        ['Age (days)', integer(summary.ageDays)],
      ],
    },
    {
      kind: 'facts',
      title: 'Birds',
      rows: [
        ['Birds placed', integer(summary.birdsPlaced)],
        ['Deaths', integer(summary.deaths)],
        ['Birds sold', integer(summary.birdsSold)],
        ['Birds alive', integer(summary.birdsAlive)],
        ['Mortality (%)', reportNumber(summary.mortalityPercent, 2)],
        ['Livability (%)', reportNumber(summary.livabilityPercent, 2)],
      ],
    },
    {
      kind: 'facts',
      title: 'Feed and growth',
      rows: [
        ['Feed used (kg)', kilograms(summary.feedUsedKg)],
        ['Feed per bird per day (g)', reportNumber(summary.feedPerBirdDayG, 1)],
        ['Latest weighing', dateCell(weighing?.date)],
        ['Average weight (g)', reportNumber(weighing?.averageWeightG, 1)],
        ['Average daily gain (g/day)', reportNumber(weighing?.adgG, 1)],
        ['Live weight sold (kg)', kilograms(summary.kgSold)],
        ['Live weight produced (kg)', kilograms(summary.liveKgProduced)],
        ['FCR', reportNumber(summary.fcr, 3)],
        [
          'FCR rests on',
          summary.fcrBasis
            ? `${summary.fcrBasis.date} (${summary.fcrBasis.soldOut ? 'all sales' : 'latest weighing'})`
            : null,
        ],
        ['EPEF', integer(summary.epef)],
        ...(summary.henDayPercent === null
          ? []
          : ([['Hen-day (%)', reportNumber(summary.henDayPercent, 1)]] as FactsSection['rows'])),
        ['Meat withdrawal ends', dateCell(summary.withdrawalMeatUntil)],
        ['Egg withdrawal ends', dateCell(summary.withdrawalEggsUntil)],
      ],
    },
  ];
  const money = summary.money;
  if (money) {
    sections.push({
      kind: 'facts',
      title: 'Costs and profit',
      rows: [
        ['Chick cost', amount(money.chicks)],
        ['Feed cost', amount(money.feed)],
        ['Medicine cost', amount(money.medicine)],
        ['Direct expenses', amount(money.direct)],
        ['Allocated farm expenses', amount(money.allocated)],
        ['Total cost', amount(money.totalCost)],
        ['Revenue', amount(money.revenue)],
        ['Profit', amount(money.profit)],
        ['Cost per bird sold', amount(money.costPerBirdSold)],
        ['Cost per kg sold', amount(money.costPerKgSold)],
      ],
    });
  }
  return {
    title: `Closing sheet: ${flock.name}`,
    subtitle: [
      `${flock.farmName} · ${flock.breed} ${flock.type}`,
      provisional
        ? `Placed ${flock.placedOn}, figures as of ${summary.asOf}`
        : `Placed ${flock.placedOn}, closed ${flock.closedOn ?? ''}`,
    ],
    notice: provisional
      ? `PROVISIONAL: the flock is still active; the figures will change until it is closed.`
      : null,
    sections,
    sheet: 'Closing sheet',
  };
}
