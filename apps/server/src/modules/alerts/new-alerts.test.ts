import { alertSchema } from '@flockbook/contracts';
import type { Alert } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

// 09:00 in Karachi (UTC+5), 04:00 on the UTC farm: the clock only moves forward from here.
const START = new Date('2026-11-20T04:00:00Z');
const TODAY = '2026-11-20';
const YESTERDAY = '2026-11-19';

let f: FarmFixture;
const flocks: Record<string, string> = {};

const created = (response: { statusCode: number; body: string }) =>
  expect(response.statusCode, response.body).toBe(201);

async function alertsOf(kind: Alert['kind']): Promise<Alert[]> {
  const response = await f.staff('GET', '/api/alerts');
  expect(response.statusCode, response.body).toBe(200);
  return z
    .array(alertSchema)
    .parse(response.json())
    .filter((alert) => alert.kind === kind);
}
const flocksOf = (alerts: Alert[]) => alerts.map((alert) => alert.flockName).sort();

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: START });
  f = await buildFarmFixture();
  const farmId = await f.farm('Spike Farm');
  const flock = async (name: string, placedOn: string, chicksPlaced = 3000) => {
    flocks[name] = await f.flock(farmId, { name, placedOn, chicksPlaced, freeChicks: 0 });
    return flocks[name];
  };
  // 30 of 3,000 birds die in one day: 1.00 %, the default; 29 is 0.97 %.
  for (const [name, deaths] of [
    ['Spike 30', 30],
    ['Spike 29', 29],
  ] as const) {
    const flockId = await flock(name, '2026-11-10');
    created(await f.staff('POST', '/api/deaths', { flockId, date: TODAY, count: deaths }));
  }
  // Water 20 % below the day before is the default; 19.9 % is not.
  for (const [name, litres] of [
    ['Water 800', '800'],
    ['Water 801', '801'],
  ] as const) {
    const flockId = await flock(name, '2026-11-10');
    for (const [date, waterLitres] of [
      [YESTERDAY, '1000'],
      [TODAY, litres],
    ]) {
      created(
        await f.staff('POST', '/api/house-readings', {
          flockId,
          date,
          waterLitres,
          minTempC: '27',
          maxTempC: '31',
        }),
      );
    }
  }
  // Ross 308 at 7 days: 190 g; the alert is below 90 % (171 g).
  for (const [name, averageWeightG] of [
    ['Weight 170', 170],
    ['Weight 171', 171],
  ] as const) {
    const flockId = await flock(name, '2026-11-13');
    created(
      await f.staff('POST', '/api/weighings', {
        flockId,
        date: TODAY,
        sampleSize: 30,
        averageWeightG,
      }),
    );
  }
  const karachi = await f.admin('POST', '/api/farms', {
    name: 'Karachi Farm',
    timeZone: 'Asia/Karachi',
  });
  created(karachi);
  flocks['Karachi flock'] = await f.flock(karachi.json<{ id: string }>().id, {
    name: 'Karachi flock',
    placedOn: '2026-11-15',
  });
});
afterAll(async () => {
  await f.close();
  vi.useRealTimers();
});

describe('one-day mortality alert', () => {
  it('is raised at 1 % of the birds alive in one day, and not below', async () => {
    const alerts = await alertsOf('mortality-spike');
    expect(flocksOf(alerts)).toEqual(['Spike 30']);
    expect(alerts[0]).toMatchObject({
      id: `mortality-spike:${flocks['Spike 30']}:${TODAY}`,
      farmName: 'Spike Farm',
      severity: 'error',
      facts: { date: TODAY, deaths: 30, birdsAlive: 3000, dailyPercent: 1, thresholdPercent: 1 },
      message: '30 deaths on 2026-11-20: 1.00 % of 3000 birds alive (alert at 1 % in one day)',
    });
    // One day alone is not the two-day rule.
    expect(await alertsOf('mortality')).toEqual([]);
  });

  it('follows the threshold an admin sets', async () => {
    const patch = await f.admin('PATCH', '/api/settings', { mortalitySpikeAlertPercent: 0.9 });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(flocksOf(await alertsOf('mortality-spike'))).toEqual(['Spike 29', 'Spike 30']);
    const refused = await f.admin('PATCH', '/api/settings', { mortalitySpikeAlertPercent: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('mortalitySpikeAlertPercent');
    await f.admin('PATCH', '/api/settings', { mortalitySpikeAlertPercent: 1 });
  });
});

describe('water drop alert', () => {
  it('is raised at 20 % below the day before, and not at 19.9 %', async () => {
    const alerts = await alertsOf('water-drop');
    expect(flocksOf(alerts)).toEqual(['Water 800']);
    expect(alerts[0]).toMatchObject({
      facts: {
        date: TODAY,
        litres: 800,
        previousLitres: 1000,
        dropPercent: 20,
        thresholdPercent: 20,
      },
      message: 'Water 800 L on 2026-11-20, 20 % below 1000 L the day before (alert at 20 %)',
    });
    await f.admin('PATCH', '/api/settings', { waterDropAlertPercent: 19.9 });
    expect(flocksOf(await alertsOf('water-drop'))).toEqual(['Water 800', 'Water 801']);
    await f.admin('PATCH', '/api/settings', { waterDropAlertPercent: 20 });
  });
});

describe('weight below the curve', () => {
  it('says the weight, the target and the threshold, below 90 % only', async () => {
    const alerts = (await alertsOf('weight')).filter((alert) =>
      alert.flockName?.startsWith('Weight'),
    );
    expect(flocksOf(alerts)).toEqual(['Weight 170']);
    expect(alerts[0]?.facts).toEqual({
      weightG: 170,
      weighedOn: TODAY,
      breed: 'Ross 308',
      targetG: 190,
      percentOfTarget: 89,
      thresholdPercent: 90,
    });
    expect(alerts[0]?.message).toContain('(alert below 90 %)');
  });
});

describe('no round yet today', () => {
  const karachiAlerts = async () =>
    (await alertsOf('round-missing')).filter((alert) => alert.farmName === 'Karachi Farm');

  it("is raised from the settings' hour of the farm's day, in the farm's zone", async () => {
    vi.setSystemTime(new Date('2026-11-20T04:59:00Z')); // 09:59 in Karachi
    expect(await karachiAlerts()).toEqual([]);
    // The UTC farm's day is at 05:00 and nothing there is late either.
    expect(await alertsOf('round-missing')).toEqual([]);

    vi.setSystemTime(new Date('2026-11-20T05:00:00Z')); // 10:00 in Karachi
    const [alert, ...more] = await karachiAlerts();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      id: `round-missing:${flocks['Karachi flock']}:${TODAY}`,
      flockName: 'Karachi flock',
      facts: { date: TODAY, houseName: null, alertHour: 10 },
      message: "No round yet on 2026-11-20 for Karachi flock (alert from 10:00 of the farm's day)",
    });
    expect(await alertsOf('round-missing')).toHaveLength(1);
  });

  it('follows the hour an admin sets, and ends when the round is made', async () => {
    await f.admin('PATCH', '/api/settings', { roundMissingAlertHour: 11 });
    expect(await karachiAlerts()).toEqual([]);
    await f.admin('PATCH', '/api/settings', { roundMissingAlertHour: 10 });
    expect(await karachiAlerts()).toHaveLength(1);
    created(
      await f.staff('POST', '/api/house-readings', {
        flockId: flocks['Karachi flock'],
        date: TODAY,
        waterLitres: '500',
        minTempC: '27',
        maxTempC: '31',
      }),
    );
    expect(await karachiAlerts()).toEqual([]);
  });
});
