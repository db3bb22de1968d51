import { randomUUID } from 'node:crypto';
import { dashboardSchema, flockSummarySchema, todayIso } from '@flockbook/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';
import { csvRows } from '../../test/read-report-csv.ts';
import { pdfLines, workbookRows } from '../../test/read-report-files.ts';

/**
 * A flock placed 7 days ago (days P to P+6 are over; today is not): one feed use (30 kg on
 * P+1), one death record (5 birds on P+2), a round on P+3 with a reading only (zero deaths),
 * and a weighing of 150 g on P+6. Worked out by hand:
 * - without feed: P, P+2, P+3, P+4, P+5, P+6 (6 days); without deaths: P, P+1, P+4, P+5, P+6 (5).
 * - FCR on the weighing of P+6: 30 kg / (995 × 0.150 − 1,000 × 0.042 = 107.25 kg) = 0.280,
 *   over 6 days without feed; EPEF = 99.5 × 0.150 / (6 × 0.27972) × 100 = 889.
 */
const day = (offset: number) => {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 7 + offset);
  return date.toISOString().slice(0, 10);
};
let f: FarmFixture;
let farmId: string;
let flockId: string;

const ok = (response: LightMyRequestResponse, status = 201) => {
  expect(response.statusCode, response.body).toBe(status);
  return response;
};

beforeAll(async () => {
  f = await buildFarmFixture();
  farmId = await f.farm('Gap Farm');
  flockId = await f.flock(farmId, {
    name: 'Gap Flock',
    placedOn: day(0),
    chicksPlaced: 1000,
    freeChicks: 0,
  });
  ok(
    await f.admin('POST', '/api/feed-purchases', {
      farmId,
      date: day(0),
      feedType: 'starter',
      quantityKg: '500',
      pricePerBag: '900',
    }),
  );
  const record = (path: string, body: Record<string, unknown>) =>
    f.staff('POST', `/api/${path}`, { flockId, ...body }).then((response) => ok(response));
  await record('feed-usages', { date: day(1), feedType: 'starter', quantityKg: '30' });
  await record('deaths', { date: day(2), count: 5, cause: 'unknown' });
  await record('weighings', { date: day(6), sampleSize: 50, averageWeightG: '150' });
  ok(
    await f.staff('POST', '/api/daily-round', {
      roundId: randomUUID(),
      farmId,
      date: day(3),
      houses: [{ flockId, reading: { waterLitres: '120', minTempC: '30', maxTempC: '32' } }],
    }),
    200,
  );
});
afterAll(() => f.close());

const WITHOUT_FEED = [0, 2, 3, 4, 5, 6].map(day);
const WITHOUT_DEATHS = [0, 1, 4, 5, 6].map(day);
const NOTICE =
  'INCOMPLETE: 6 days without a feed record and 5 days without a death record; FCR, feed per bird and EPEF are incomplete.';

describe('gaps in a flock’s records', () => {
  it('names the days without feed and without deaths, and marks the feed figures', async () => {
    const summary = flockSummarySchema.parse(
      ok(await f.staff('GET', `/api/flocks/${flockId}/summary`), 200).json(),
    );
    expect(summary.gaps).toEqual({
      daysWithoutFeed: WITHOUT_FEED,
      daysWithoutDeaths: WITHOUT_DEATHS,
      incomplete: { fcr: 6, feedPerBird: 6, epef: 6 },
    });
    expect(summary.fcr).toBe(0.28);
    expect(summary.epef).toBe(889);

    const dashboard = dashboardSchema.parse(ok(await f.staff('GET', '/api/dashboard'), 200).json());
    expect(dashboard.activeFlocks.find((flock) => flock.id === flockId)).toMatchObject({
      fcr: 0.28,
      epef: 889,
      feedGapDays: 6,
    });
  });

  it('counts a day complete once its records are there', async () => {
    const other = await f.flock(farmId, { placedOn: day(5), chicksPlaced: 100, freeChicks: 0 });
    for (const offset of [5, 6]) {
      ok(
        await f.staff('POST', '/api/feed-usages', {
          flockId: other,
          date: day(offset),
          feedType: 'starter',
          quantityKg: '2',
        }),
      );
      ok(
        await f.staff('POST', '/api/deaths', {
          flockId: other,
          date: day(offset),
          count: 1,
          cause: 'unknown',
        }),
      );
    }
    const summary = flockSummarySchema.parse(
      ok(await f.staff('GET', `/api/flocks/${other}/summary`), 200).json(),
    );
    expect(summary.gaps).toEqual({
      daysWithoutFeed: [],
      daysWithoutDeaths: [],
      incomplete: { fcr: 0, feedPerBird: 0, epef: 0 },
    });
  });

  it('marks the incomplete figures in every format of the closing sheet', async () => {
    const file = async (format: string) =>
      ok(await f.staff('GET', `/api/reports/flocks/${flockId}/closing-sheet?format=${format}`), 200)
        .rawPayload;
    const csv = csvRows(await file('csv'));
    const pdf = pdfLines(await file('pdf')).map((line) => line.join(' '));
    const xlsx = [...(await workbookRows(await file('xlsx'))).values()]
      .flat()
      .map((row) => row.map(String).join(' '));
    const csvLines = csv.map((row) => row.join(' '));
    for (const lines of [csvLines, pdf, xlsx]) {
      // The PDF wraps long lines: the words are read as one text.
      const text = lines.join(' ').replace(/\s+/g, ' ');
      expect(text).toContain(NOTICE);
      expect(text).toMatch(/FCR \(incomplete: 6 days\) 0\.28/);
      expect(text).toMatch(/EPEF \(incomplete: 6 days\) 889/);
      expect(text).toMatch(/Days without a feed record 6 /);
      expect(text).toMatch(/Days without a death record 5 /);
    }
    // The day-by-day table: age, deaths, feed, water and weight of each day.
    expect(csv).toContainEqual([day(2), '2', '5', '0.000', '', '']);
    expect(csv).toContainEqual([day(3), '3', '0', '0.000', '120.0', '']);
    expect(csv).toContainEqual([day(6), '6', '0', '0.000', '', '150.0']);
  });

  it('gives the gaps in the farm period report, its JSON and its files', async () => {
    const query = `from=${day(0)}&to=${day(6)}`;
    const json = ok(
      await f.staff('GET', `/api/reports/farms/${farmId}/period?${query}`),
      200,
    ).json<{
      flocks: { name: string; feedGapDays: number; deathGapDays: number; fcr: number }[];
    }>();
    expect(json.flocks.find((flock) => flock.name === 'Gap Flock')).toMatchObject({
      fcr: 0.28,
      feedGapDays: 6,
      deathGapDays: 5,
    });
    const csv = csvRows(
      ok(await f.staff('GET', `/api/reports/farms/${farmId}/period?${query}&format=csv`), 200)
        .rawPayload,
    );
    const header = csv.find((row) => row.includes('Days w/o feed')) ?? [];
    const row = csv.find((cells) => cells[0] === 'Gap Flock' && cells.includes('0.280')) ?? [];
    expect(row[header.indexOf('Days w/o feed')]).toBe('6');
    expect(row[header.indexOf('Days w/o deaths')]).toBe('5');
    expect(csv.map((cells) => cells.join(' ')).join('\n')).toContain('INCOMPLETE: 6 days');
  });
});
