import type { FarmPeriodReport } from '@flockbook/contracts';
import { amount, dateCell, integer, kilograms, reportNumber } from './report-document.ts';
import type { ReportDocument, ReportSection } from './report-document.ts';
import { gapsNotice } from './report-gaps.ts';

/** The farm period report as a document: exactly the figures of the JSON answer. */
export function farmPeriodDocument(report: FarmPeriodReport): ReportDocument {
  const { totals, money, flocks } = report;
  const sections: ReportSection[] = [
    {
      kind: 'facts',
      title: 'Period',
      rows: [
        ['Farm', report.farm.name],
        ['From', report.from],
        ['To', report.to],
        ['Days', integer(report.days)],
      ],
    },
    {
      kind: 'facts',
      title: 'Totals in the period',
      rows: [
        ['Birds placed', integer(totals.birdsPlaced)],
        ['Deaths', integer(totals.deaths)],
        ['Birds sold', integer(totals.birdsSold)],
        ['Eggs', integer(totals.eggs)],
        ['Feed purchased (kg)', kilograms(totals.feedPurchasedKg)],
        ['Feed used (kg)', kilograms(totals.feedUsedKg)],
        ['Medicine uses', integer(totals.medicineUses)],
      ],
    },
  ];
  if (money) {
    const months =
      money.salaryMonths.from === money.salaryMonths.to
        ? money.salaryMonths.from
        : `${money.salaryMonths.from} to ${money.salaryMonths.to}`;
    sections.push({
      kind: 'facts',
      title: 'Money in the period',
      rows: [
        ['Feed purchases', amount(money.feedPurchases)],
        ['Medicine purchases', amount(money.medicinePurchases)],
        ['Chicks placed', amount(money.chicks)],
        ['Diesel', amount(money.diesel)],
        ['Wood', amount(money.wood)],
        ['Mess', amount(money.mess)],
        ['Miscellaneous expenses', amount(money.miscExpenses)],
        [`Salaries (${months})`, amount(money.salaries)],
        ['Total costs', amount(money.totalCosts)],
        ['Sales revenue', amount(money.salesRevenue)],
        ['Profit', amount(money.profit)],
        ['Cash in', amount(money.cashIn)],
        ['Cash out', amount(money.cashOut)],
      ],
    });
  }
  const empty = 'No flock of this farm was alive in the period.';
  sections.push(
    {
      kind: 'table',
      title: 'Flocks in the period: birds (whole life)',
      sheet: 'Flocks - birds',
      columns: [
        { header: 'Flock', text: true, width: 2.6 },
        { header: 'Status', text: true, width: 1.4 },
        { header: 'Placed on', text: true, width: 1.9 },
        { header: 'Closed on', text: true, width: 1.9 },
        { header: 'Age', width: 1 },
        { header: 'Placed', width: 1.5 },
        { header: 'Deaths', width: 1.4 },
        { header: 'Sold', width: 1.2 },
        { header: 'Alive', width: 1.3 },
        { header: 'Mort. %', width: 1.5 },
      ],
      rows: flocks.map((flock) => [
        flock.name,
        flock.status,
        flock.placedOn,
        dateCell(flock.closedOn),
        integer(flock.ageDays),
        integer(flock.birdsPlaced),
        integer(flock.deaths),
        integer(flock.birdsSold),
        integer(flock.birdsAlive),
        reportNumber(flock.mortalityPercent, 2),
      ]),
      empty,
    },
    {
      kind: 'table',
      title: 'Flocks in the period: feed and results (whole life)',
      sheet: 'Flocks - results',
      columns: [
        { header: 'Flock', text: true, width: 2.6 },
        { header: 'Figures as of', text: true, width: 1.9 },
        { header: 'Feed used (kg)', width: 2.1 },
        { header: 'FCR', width: 1.1 },
        { header: 'EPEF', width: 1.1 },
        { header: 'Hen-day %', width: 1.6 },
        { header: 'Days w/o feed', width: 1.6 },
        { header: 'Days w/o deaths', width: 1.6 },
        ...(money ? [{ header: 'Profit', width: 2 }] : []),
      ],
      rows: flocks.map((flock) => [
        flock.name,
        flock.asOf,
        kilograms(flock.feedUsedKg),
        reportNumber(flock.fcr, 3),
        integer(flock.epef),
        reportNumber(flock.henDayPercent, 1),
        integer(flock.feedGapDays),
        integer(flock.deathGapDays),
        ...(money ? [amount(flock.profit)] : []),
      ]),
      empty,
    },
  );
  const farmName = report.farm.code
    ? `${report.farm.name} (${report.farm.code})`
    : report.farm.name;
  return {
    title: `Farm report: ${farmName}`,
    subtitle: [`${report.from} to ${report.to} (${report.days} days)`],
    notice: gapsNotice(
      flocks.reduce((sum, flock) => sum + flock.feedGapDays, 0),
      flocks.reduce((sum, flock) => sum + flock.deathGapDays, 0),
    ),
    sections,
    sheet: 'Farm report',
  };
}
