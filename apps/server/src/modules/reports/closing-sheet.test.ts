import { flockSummarySchema } from '@flockbook/contracts';
import type { FlockSummary } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';
import { incomplete } from './report-gaps.ts';
import { buildClosingSheetFlocks } from './closing-sheet-data.fixture.ts';
import { csvFigure, csvRows } from '../../test/read-report-csv.ts';
import {
  cellFigure,
  pdfFigure,
  pdfLines,
  pdfPages,
  valueBeside,
  workbookFormats,
  workbookRows,
} from '../../test/read-report-files.ts';

let f: FarmFixture;
let closed: string;
let active: string;

beforeAll(async () => {
  f = await buildFarmFixture();
  ({ closed, active } = await buildClosingSheetFlocks(f));
});
afterAll(() => f.close());

const summaryOf = async (id: string, as: 'admin' | 'staff') => {
  const response = await f[as]('GET', `/api/flocks/${id}/summary`);
  expect(response.statusCode, response.body).toBe(200);
  return flockSummarySchema.parse(response.json());
};

const sheet = async (id: string, as: 'admin' | 'staff', format: 'pdf' | 'xlsx' | 'csv') => {
  const response = await f[as]('GET', `/api/reports/flocks/${id}/closing-sheet?format=${format}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

type Expected = string | number | null;

/** Every figure the sheet shows, by its label, as the summary API answers it. */
function expectedFigures(s: FlockSummary): [string, Expected][] {
  const weighing = s.latestWeighing;
  const figures: [string, Expected][] = [
    ['Age (days)', s.ageDays],
    ['Birds placed', s.birdsPlaced],
    ['Deaths', s.deaths],
    ['Birds sold', s.birdsSold],
    ['Birds alive', s.birdsAlive],
    ['Mortality (%)', s.mortalityPercent],
    ['Livability (%)', s.livabilityPercent],
    ['Feed used (kg)', Number(s.feedUsedKg)],
    [incomplete('Feed per bird per day (g)', s.gaps.incomplete.feedPerBird), s.feedPerBirdDayG],
    ['Latest weighing', weighing?.date ?? null],
    ['Average weight (g)', weighing ? Number(weighing.averageWeightG) : null],
    ['Average daily gain (g/day)', weighing?.adgG ?? null],
    ['Live weight sold (kg)', Number(s.kgSold)],
    ['Live weight produced (kg)', s.liveKgProduced === null ? null : Number(s.liveKgProduced)],
    [incomplete('FCR', s.gaps.incomplete.fcr), s.fcr],
    [incomplete('EPEF', s.gaps.incomplete.epef), s.epef],
    ['Meat withdrawal ends', s.withdrawalMeatUntil],
    ['Egg withdrawal ends', s.withdrawalEggsUntil],
    ['Days without a feed record', s.gaps.daysWithoutFeed.length],
    ['Days without a death record', s.gaps.daysWithoutDeaths.length],
  ];
  const money = s.money;
  if (!money) return figures;
  const number = (value: string | null) => (value === null ? null : Number(value));
  return [
    ...figures,
    ['Chick cost', number(money.chicks)],
    ['Feed cost', number(money.feed)],
    ['Medicine cost', number(money.medicine)],
    ['Direct expenses', number(money.direct)],
    ['Allocated farm expenses', number(money.allocated)],
    ['Total cost', number(money.totalCost)],
    ['Revenue', number(money.revenue)],
    ['Profit', number(money.profit)],
    ['Cost per bird sold', number(money.costPerBirdSold)],
    ['Cost per kg sold', number(money.costPerKgSold)],
  ];
}

const MONEY_LABELS = [
  'Chick cost',
  'Feed cost',
  'Total cost',
  'Revenue',
  'Profit',
  'Cost per kg sold',
];

describe('flock closing sheet', () => {
  it('shows in the PDF every figure of the summary, money included for admins', async () => {
    const summary = await summaryOf(closed, 'admin');
    // The flock ran its course: sold out, closed, costed.
    expect(summary).toMatchObject({ status: 'closed', birdsAlive: 0, birdsSold: 970 });
    expect(summary.money?.profit).toBeDefined();
    const response = await sheet(closed, 'admin', 'pdf');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="closing-sheet-batch-seven.pdf"',
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const lines = pdfLines(response.rawPayload);
    expect(lines[0]).toEqual(['Closing sheet: Batch Seven']);
    for (const [label, expected] of expectedFigures(summary)) {
      expect(pdfFigure(valueBeside(lines, label)), label).toEqual(expected);
    }
    expect(valueBeside(lines, 'Feed used (kg)')).toBe('1,500.000');
    expect(valueBeside(lines, 'Flock')).toBe('Batch Seven');
    expect(valueBeside(lines, 'Farm')).toBe('Closing Sheet Farm');
    expect(valueBeside(lines, 'House')).toBe('House 2');
    expect(valueBeside(lines, 'Closed on')).toBe('2026-10-04');
    expect(lines.flat().join(' ')).not.toContain('PROVISIONAL');
    const pages = pdfPages(response.rawPayload);
    pages.forEach((page, index) => {
      expect(page.at(-1)?.join(' ')).toMatch(
        new RegExp(
          `^Generated \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC · Flockbook Page ${index + 1} of ${pages.length}$`,
        ),
      );
    });
  });

  it('puts the same figures in numeric Excel cells', async () => {
    const summary = await summaryOf(closed, 'admin');
    const response = await sheet(closed, 'admin', 'xlsx');
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="closing-sheet-batch-seven.xlsx"',
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const rows = (await workbookRows(response.rawPayload)).get('Closing sheet') ?? [];
    const lines = rows.map((row) => row.slice(1));
    for (const [label, expected] of expectedFigures(summary)) {
      expect(cellFigure(valueBeside(lines, label)), label).toEqual(expected);
    }
    const formats = await workbookFormats(response.rawPayload, 'Closing sheet');
    expect(formats.get('Feed used (kg)')).toBe('#,##0.000');
    expect(formats.get('Total cost')).toBe('#,##0.00');
    expect(formats.get('Birds placed')).toBe('#,##0');
  });

  it('writes the same figures plainly in a CSV, one section after another', async () => {
    const summary = await summaryOf(closed, 'admin');
    const response = await sheet(closed, 'admin', 'csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="closing-sheet-batch-seven.csv"',
    );
    const file = response.rawPayload;
    expect(Number(response.headers['content-length'])).toBe(file.length);
    // UTF-8 with a byte-order mark, every line ended by CRLF.
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.toString('utf8')).not.toMatch(/[^\r]\n/);
    const rows = csvRows(file);
    expect(rows[0]).toEqual(['Closing sheet: Batch Seven']);
    for (const [label, expected] of expectedFigures(summary)) {
      expect(csvFigure(valueBeside(rows, label)), label).toEqual(expected);
    }
    // Numbers with their places and a dot, no thousands separators.
    expect(valueBeside(rows, 'Feed used (kg)')).toBe('1500.000');
    expect(valueBeside(rows, 'Total cost')).toBe(summary.money?.totalCost);
    expect(valueBeside(rows, 'Farm')).toBe('Closing Sheet Farm');
    // Each section: a blank line, its title, then its label,value rows.
    const titles = rows.flatMap((row, index) => (rows[index - 1]?.[0] === '' ? [row[0]] : []));
    expect(titles).toEqual([
      'About the flock',
      'Birds',
      'Feed and growth',
      'Costs and profit',
      'Day by day',
    ]);
    expect(valueBeside(rows, 'Currency')).toBe('PKR');
    const birds = rows.findIndex((row) => row[0] === 'Birds');
    expect(rows.slice(birds + 1, birds + 3)).toEqual([
      ['Birds placed', String(summary.birdsPlaced)],
      ['Deaths', String(summary.deaths)],
    ]);
  });

  it('gives staff the figures without money, in every file', async () => {
    const summary = await summaryOf(closed, 'staff');
    expect(summary).not.toHaveProperty('money');
    const pdf = pdfLines((await sheet(closed, 'staff', 'pdf')).rawPayload);
    const xlsx = (
      (await workbookRows((await sheet(closed, 'staff', 'xlsx')).rawPayload)).get(
        'Closing sheet',
      ) ?? []
    ).map((row) => row.slice(1));
    const csv = csvRows((await sheet(closed, 'staff', 'csv')).rawPayload);
    for (const [label, expected] of expectedFigures(summary)) {
      expect(pdfFigure(valueBeside(pdf, label)), label).toEqual(expected);
      expect(cellFigure(valueBeside(xlsx, label)), label).toEqual(expected);
      expect(csvFigure(valueBeside(csv, label)), label).toEqual(expected);
    }
    const pdfText = pdf.flat();
    const cells = xlsx.flat();
    const csvCells = csv.flat();
    for (const label of [...MONEY_LABELS, 'Costs and profit']) {
      expect(pdfText).not.toContain(label);
      expect(cells).not.toContain(label);
      expect(csvCells).not.toContain(label);
    }
  });

  it('marks an active flock provisional, its figures as of today', async () => {
    const summary = await summaryOf(active, 'admin');
    const pdf = pdfLines((await sheet(active, 'admin', 'pdf')).rawPayload);
    expect(pdf.flat().join(' ')).toContain('PROVISIONAL');
    expect(valueBeside(pdf, 'As of')).toBe(summary.asOf);
    expect(pdf.some((line) => line[0] === 'Closed on')).toBe(false);
    for (const [label, expected] of expectedFigures(summary)) {
      expect(pdfFigure(valueBeside(pdf, label)), label).toEqual(expected);
    }
    const rows = (await workbookRows((await sheet(active, 'admin', 'xlsx')).rawPayload)).get(
      'Closing sheet',
    );
    expect(rows?.flat().join(' ')).toContain('PROVISIONAL');
    const csv = csvRows((await sheet(active, 'admin', 'csv')).rawPayload);
    expect(csv.flat().join(' ')).toContain('PROVISIONAL');
    expect(valueBeside(csv, 'As of')).toBe(summary.asOf);
  });

  it('refuses guests, unknown flocks and unknown formats', async () => {
    expect((await f.guest('GET', `/api/reports/flocks/${closed}/closing-sheet`)).statusCode).toBe(
      401,
    );
    const missing = await f.admin(
      'GET',
      '/api/reports/flocks/00000000-0000-4000-8000-000000000000/closing-sheet?format=pdf',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, detail: 'No flock with this id.' });
    const badFormat = await f.admin(
      'GET',
      `/api/reports/flocks/${closed}/closing-sheet?format=doc`,
    );
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json<{ errors: Record<string, string> }>().errors).toHaveProperty('format');
  });
});
