import { farmPeriodReportSchema } from '@flockbook/contracts';
import type { FarmPeriodReport } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';
import { buildPeriodFarm } from './farm-period-data.fixture.ts';
import { csvFigure, csvRows } from '../../test/read-report-csv.ts';
import {
  cellFigure,
  pdfFigure,
  pdfLines,
  valueBeside,
  workbookRows,
} from '../../test/read-report-files.ts';

// The farm of farm-period-data.fixture.ts: its October 2026 is worked out by hand below; records
// outside October and on another farm must not count.
let f: FarmFixture;
let farmId: string;
const OCTOBER = 'from=2026-10-01&to=2026-10-31';

beforeAll(async () => {
  f = await buildFarmFixture();
  farmId = await buildPeriodFarm(f);
});
afterAll(() => f.close());

const periodJson = async (as: 'admin' | 'staff', query = OCTOBER) => {
  const response = await f[as]('GET', `/api/reports/farms/${farmId}/period?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return farmPeriodReportSchema.parse(response.json());
};
const periodFile = async (as: 'admin' | 'staff', format: 'pdf' | 'xlsx' | 'csv') => {
  const response = await f[as](
    'GET',
    `/api/reports/farms/${farmId}/period?${OCTOBER}&format=${format}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="farm-report-period-farm-2026-10-01-2026-10-31.${format}"`,
  );
  return response.rawPayload;
};

/** The figures each file must show, by label, from the JSON answer. */
function expectedFacts(report: FarmPeriodReport): [string, number][] {
  const { totals, money } = report;
  const facts: [string, number][] = [
    ['Days', report.days],
    ['Birds placed', totals.birdsPlaced],
    ['Deaths', totals.deaths],
    ['Birds sold', totals.birdsSold],
    ['Eggs', totals.eggs],
    ['Feed purchased (kg)', Number(totals.feedPurchasedKg)],
    ['Feed used (kg)', Number(totals.feedUsedKg)],
    ['Medicine uses', totals.medicineUses],
  ];
  if (!money) return facts;
  return [
    ...facts,
    ['Feed purchases', Number(money.feedPurchases)],
    ['Medicine purchases', Number(money.medicinePurchases)],
    ['Chicks placed', Number(money.chicks)],
    ['Diesel', Number(money.diesel)],
    ['Wood', Number(money.wood)],
    ['Mess', Number(money.mess)],
    ['Miscellaneous expenses', Number(money.miscExpenses)],
    ['Salaries (2026-10)', Number(money.salaries)],
    ['Total costs', Number(money.totalCosts)],
    ['Sales revenue', Number(money.salesRevenue)],
    ['Profit', Number(money.profit)],
    ['Cash in', Number(money.cashIn)],
    ['Cash out', Number(money.cashOut)],
  ];
}

/** The flock table rows each file must show (both tables, joined on the flock's name). */
function expectedFlockRows(report: FarmPeriodReport): (string | number | null)[][] {
  return report.flocks.map((flock) => [
    flock.name,
    flock.status,
    flock.placedOn,
    flock.closedOn,
    flock.ageDays,
    flock.birdsPlaced,
    flock.deaths,
    flock.birdsSold,
    flock.birdsAlive,
    flock.mortalityPercent,
    flock.name,
    flock.asOf,
    Number(flock.feedUsedKg),
    flock.fcr,
    flock.epef,
    flock.henDayPercent,
    flock.feedGapDays,
    flock.deathGapDays,
    ...(report.money ? [flock.profit === null ? null : Number(flock.profit)] : []),
  ]);
}

describe('farm period report', () => {
  it('adds up the period from the records, as worked out by hand', async () => {
    const report = await periodJson('admin');
    expect(report).toMatchObject({ from: '2026-10-01', to: '2026-10-31', days: 31 });
    expect(report.farm.name).toBe('Period Farm');
    // Alive in October: the layers, X (placed in September) and Y (placed 10-15), by placement.
    expect(report.flocks.map((flock) => flock.name)).toEqual([
      'Layers One',
      'Broiler X',
      'Broiler Y',
    ]);
    expect(report.totals).toEqual({
      birdsPlaced: 510, // Y: 500 + 10 free chicks
      deaths: 17, // X: 10 + 4, Y: 3 (X's 5 in September and the other farm's 7 left out)
      birdsSold: 300,
      eggs: 170, // 90 + 80 (85 on 09-30 left out)
      feedPurchasedKg: '1000.000', // 20 bags x 50 kg
      feedUsedKg: '500.000', // X: 400, Y: 100
      medicineUses: 1,
    });
    expect(report.money).toEqual({
      feedPurchases: '96000.00', // 20 x 4,800
      medicinePurchases: '1500.00', // 10 x 150
      chicks: '30000.00', // Y: 500 x 60, free chicks cost nothing
      diesel: '12600.00', // 40 x 250 + 10 x 260 (the flock's own diesel is the farm's too)
      wood: '6000.00', // 2 loads x 3,000
      mess: '4500.50',
      miscExpenses: '1200.00',
      salaries: '31500.00', // October: 30,000 + 2,000 - 500
      salaryMonths: { from: '2026-10', to: '2026-10' },
      // 96,000 + 1,500 + 30,000 + 12,600 + 6,000 + 4,500.50 + 1,200 + 31,500
      totalCosts: '183300.50',
      salesRevenue: '180000.00', // 600 kg x 300
      profit: '-3300.50', // 180,000 - 183,300.50
      cashIn: '150000.00',
      cashOut: '50000.00',
    });
    // Each flock carries its whole-life figures from the flock summary.
    const x = report.flocks[1];
    const summary = (await f.admin('GET', `/api/flocks/${x?.id}/summary`)).json<
      Record<string, unknown>
    >();
    expect(x).toMatchObject({
      birdsPlaced: summary.birdsPlaced,
      deaths: 19,
      birdsSold: 300,
      birdsAlive: 1020 - 19 - 300,
      fcr: summary.fcr,
      epef: summary.epef,
      profit: (summary.money as { profit: string }).profit,
    });
  });

  it('counts every salary month a longer period touches', async () => {
    const report = await periodJson('admin', 'from=2026-09-15&to=2026-10-14');
    // September's 30,000 and October's 31,500.
    expect(report.money).toMatchObject({
      salaries: '61500.00',
      salaryMonths: { from: '2026-09', to: '2026-10' },
    });
  });

  it('shows the JSON figures in the PDF', async () => {
    const report = await periodJson('admin');
    const lines = pdfLines(await periodFile('admin', 'pdf'));
    expect(lines[0]).toEqual(['Farm report: Period Farm']);
    for (const [label, expected] of expectedFacts(report)) {
      expect(pdfFigure(valueBeside(lines, label)), label).toBe(expected);
    }
    expect(valueBeside(lines, 'Total costs')).toBe('183,300.50');
    expect(valueBeside(lines, 'Profit')).toBe('-3,300.50');
    const tableRows = report.flocks.map((flock) => {
      const rows = lines.filter((line) => line[0] === flock.name);
      expect(rows, flock.name).toHaveLength(2);
      return rows.flat().map(pdfFigure);
    });
    expect(tableRows).toEqual(expectedFlockRows(report));
  });

  it('puts the JSON figures in numeric Excel cells', async () => {
    const report = await periodJson('admin');
    const sheets = await workbookRows(await periodFile('admin', 'xlsx'));
    const facts = (sheets.get('Farm report') ?? []).map((row) => row.slice(1));
    for (const [label, expected] of expectedFacts(report)) {
      expect(valueBeside(facts, label), label).toBe(expected);
    }
    const birds = sheets.get('Flocks - birds') ?? [];
    const results = sheets.get('Flocks - results') ?? [];
    expect(birds[0]?.slice(1)).toEqual([
      'Flock',
      'Status',
      'Placed on',
      'Closed on',
      'Age',
      'Placed',
      'Deaths',
      'Sold',
      'Alive',
      'Mort. %',
    ]);
    expect(results[0]?.slice(1)).toContain('Profit');
    const rows = report.flocks.map((_, index) =>
      [...(birds[index + 1] ?? []).slice(1), ...(results[index + 1] ?? []).slice(1)].map(
        cellFigure,
      ),
    );
    expect(rows).toEqual(expectedFlockRows(report));
  });

  it('writes the JSON figures plainly in a CSV, each table under its header row', async () => {
    const report = await periodJson('admin');
    const file = await periodFile('admin', 'csv');
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(file);
    expect(rows[0]).toEqual(['Farm report: Period Farm']);
    for (const [label, expected] of expectedFacts(report)) {
      expect(csvFigure(valueBeside(rows, label)), label).toBe(expected);
    }
    expect(valueBeside(rows, 'Total costs')).toBe('183300.50');
    expect(valueBeside(rows, 'Profit')).toBe('-3300.50');
    const birdsTitle = rows.findIndex(
      (row) => row[0] === 'Flocks in the period: birds (whole life)',
    );
    expect(rows[birdsTitle - 1]).toEqual(['']);
    expect(rows[birdsTitle + 1]).toEqual([
      'Flock',
      'Status',
      'Placed on',
      'Closed on',
      'Age',
      'Placed',
      'Deaths',
      'Sold',
      'Alive',
      'Mort. %',
    ]);
    const tableRows = report.flocks.map((flock) => {
      const found = rows.filter((row) => row[0] === flock.name);
      expect(found, flock.name).toHaveLength(2);
      return found.flat().map(csvFigure);
    });
    expect(tableRows).toEqual(expectedFlockRows(report));
  });

  it('keeps money from staff in every format', async () => {
    const report = await periodJson('staff');
    expect(report).not.toHaveProperty('money');
    expect(report.flocks.every((flock) => !('profit' in flock))).toBe(true);
    const pdf = pdfLines(await periodFile('staff', 'pdf'));
    const sheets = await workbookRows(await periodFile('staff', 'xlsx'));
    const csv = csvRows(await periodFile('staff', 'csv'));
    const facts = (sheets.get('Farm report') ?? []).map((row) => row.slice(1));
    for (const [label, expected] of expectedFacts(report)) {
      expect(pdfFigure(valueBeside(pdf, label)), label).toBe(expected);
      expect(valueBeside(facts, label), label).toBe(expected);
      expect(csvFigure(valueBeside(csv, label)), label).toBe(expected);
    }
    expect(
      csv
        .filter((row) => row[0] === 'Broiler X')
        .flat()
        .map(csvFigure),
    ).toEqual(expectedFlockRows(report)[1]);
    const everything = [...pdf.flat(), ...[...sheets.values()].flat(2), ...csv.flat()].map(String);
    for (const word of [
      'Money in the period',
      'Total costs',
      'Sales revenue',
      'Profit',
      'Cash in',
      'Feed purchases',
    ]) {
      expect(everything, word).not.toContain(word);
    }
    expect(
      pdf
        .filter((line) => line[0] === 'Broiler X')
        .flat()
        .map(pdfFigure),
    ).toEqual(expectedFlockRows(report)[1]);
  });

  it('refuses bad ranges at the field, unknown farms and guests', async () => {
    const url = `/api/reports/farms/${farmId}/period`;
    const errorsOf = async (query: string) => {
      const response = await f.admin('GET', `${url}?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ errors: Record<string, string> }>().errors;
    };
    expect(await errorsOf('from=2026-10-31&to=2026-10-01')).toEqual({
      from: 'Start on or before the end date',
    });
    expect(await errorsOf('from=2025-01-01&to=2026-01-02')).toEqual({
      to: 'A report covers at most 366 days',
    });
    expect(await errorsOf('from=2026-13-01&to=2026-10-01')).toHaveProperty('from');
    expect(await errorsOf('from=2026-10-01')).toHaveProperty('to');
    expect(await errorsOf(`${OCTOBER}&format=doc`)).toHaveProperty('format');
    // A leap year's whole year is allowed.
    expect((await f.admin('GET', `${url}?from=2028-01-01&to=2028-12-31`)).statusCode).toBe(200);
    const missing = await f.admin(
      'GET',
      `/api/reports/farms/00000000-0000-4000-8000-000000000000/period?${OCTOBER}`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: 'No farm with this id.' });
    expect((await f.guest('GET', `${url}?${OCTOBER}`)).statusCode).toBe(401);
    expect((await f.guest('GET', `${url}?${OCTOBER}&format=pdf`)).statusCode).toBe(401);
  });
});
