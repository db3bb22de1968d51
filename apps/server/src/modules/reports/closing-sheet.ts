import type { Flock, FlockDaily, FlockSummary } from '@flockbook/contracts';
import { amount, dateCell, integer, kilograms, reportNumber } from './report-document.ts';
import type { FactsSection, ReportDocument, ReportSection } from './report-document.ts';
import { gapsNotice, incomplete } from './report-gaps.ts';

/**
 * The closing sheet of a flock: its facts and the figures of its summary, nothing re-derived,
 * then its days (the flock page's daily series). Money is in `currency`.
 */
export function closingSheetDocument(
  flock: Flock,
  summary: FlockSummary,
  daily: FlockDaily,
  currency: string,
): ReportDocument {
  const provisional = flock.status !== 'closed';
  const weighing = summary.latestWeighing;
  const { gaps } = summary;
  const sections: ReportSection[] = [
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
        [
          incomplete('Feed per bird per day (g)', gaps.incomplete.feedPerBird),
          reportNumber(summary.feedPerBirdDayG, 1),
        ],
        ['Latest weighing', dateCell(weighing?.date)],
        ['Average weight (g)', reportNumber(weighing?.averageWeightG, 1)],
        ['Average daily gain (g/day)', reportNumber(weighing?.adgG, 1)],
        ['Live weight sold (kg)', kilograms(summary.kgSold)],
        ['Live weight produced (kg)', kilograms(summary.liveKgProduced)],
        [incomplete('FCR', gaps.incomplete.fcr), reportNumber(summary.fcr, 3)],
        [
          'FCR rests on',
          summary.fcrBasis
            ? `${summary.fcrBasis.date} (${summary.fcrBasis.soldOut ? 'all sales' : 'latest weighing'})`
            : null,
        ],
        [incomplete('EPEF', gaps.incomplete.epef), integer(summary.epef)],
        ...(summary.henDayPercent === null
          ? []
          : ([['Hen-day (%)', reportNumber(summary.henDayPercent, 1)]] as FactsSection['rows'])),
        ['Meat withdrawal ends', dateCell(summary.withdrawalMeatUntil)],
        ['Egg withdrawal ends', dateCell(summary.withdrawalEggsUntil)],
        ['Days without a feed record', integer(gaps.daysWithoutFeed.length)],
        ['Days without a death record', integer(gaps.daysWithoutDeaths.length)],
      ],
    },
  ];
  const money = summary.money;
  if (money) {
    sections.push({
      kind: 'facts',
      title: 'Costs and profit',
      rows: [
        ['Currency', currency],
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
  sections.push({
    kind: 'table',
    title: 'Day by day',
    sheet: 'Days',
    columns: [
      { header: 'Date', text: true, width: 2 },
      { header: 'Age', width: 1 },
      { header: 'Deaths', width: 1.2 },
      { header: 'Feed (kg)', width: 1.6 },
      { header: 'Water (L)', width: 1.6 },
      { header: 'Weight (g)', width: 1.6 },
    ],
    rows: daily.days.map((day) => [
      day.date,
      integer(day.ageDays),
      integer(day.deaths),
      kilograms(day.feedKg),
      reportNumber(day.waterLitres, 1),
      reportNumber(day.averageWeightG, 1),
    ]),
    empty: 'The flock has no days yet.',
  });
  const notices = [
    provisional
      ? `PROVISIONAL: the flock is still active; the figures will change until it is closed.`
      : null,
    gapsNotice(gaps.daysWithoutFeed.length, gaps.daysWithoutDeaths.length),
  ].filter(Boolean);
  return {
    title: `Closing sheet: ${flock.name}`,
    subtitle: [
      `${flock.farmName} · ${flock.breed} ${flock.type}`,
      provisional
        ? `Placed ${flock.placedOn}, figures as of ${summary.asOf}`
        : `Placed ${flock.placedOn}, closed ${flock.closedOn ?? ''}`,
    ],
    notice: notices.length > 0 ? notices.join(' ') : null,
    sections,
    sheet: 'Closing sheet',
  };
}
