import type { FlockDaily } from '@flockbook/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  requestUrl,
  storeSession,
  testUser,
} from '../../../testing/render-route.tsx';
import { slow } from '../../../testing/waits.ts';
import { testFlock } from '../../../testing/test-flock.ts';

const fetchMock = vi.fn<typeof fetch>();

const flock = testFlock({}, { ageDays: 2, deaths: 200, birdsAlive: 800, mortalityPercent: 20 });

const day = (ageDays: number, reading: Partial<FlockDaily['days'][number]> = {}) => ({
  date: `2026-11-0${ageDays + 1}`,
  ageDays,
  deaths: 0,
  birdsAlive: 800,
  mortalityPercent: 0,
  feedKg: '0.000',
  feedPerBirdG: 0,
  averageWeightG: null,
  targetWeightG: null,
  targetIntakeG: null,
  eggs: null,
  waterLitres: null,
  waterPerBirdL: null,
  waterToFeedRatio: null,
  minTempC: null,
  maxTempC: null,
  humidityPercent: null,
  targetTempLowC: 31,
  targetTempHighC: 35,
  cumulativeCost: null,
  cumulativeRevenue: null,
  ...reading,
});

const dailyOf = (days: FlockDaily['days']): FlockDaily => ({
  flockId: flock.id,
  breed: flock.breed,
  asOf: '2026-11-03',
  curve: null,
  withMoney: false,
  readings: days.filter((entry) => entry.waterLitres !== null).length,
  days,
});

/** Staff signed in; the flock and its daily figures answered, everything else not found. */
function serve(daily: FlockDaily) {
  const user = testUser(['staff']);
  storeSession(user);
  fetchMock.mockImplementation(async (input) => {
    const url = requestUrl(input as RequestInfo);
    if (url === '/api/auth/access-token') {
      return jsonResponse({ user, access_token: fakeAccessToken() });
    }
    if (url.startsWith('/api/farms?')) {
      return jsonResponse({ data: [{ id: flock.farmId, name: flock.farmName }], total: 1 });
    }
    if (url === `/api/flocks/${flock.id}`) return jsonResponse(flock);
    if (url === `/api/flocks/${flock.id}/daily`) return jsonResponse(daily);
    return jsonResponse({}, { status: 404 });
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('flock page: house reading charts', () => {
  it('says there are no readings yet and offers to record them for this flock', async () => {
    serve(dailyOf([day(0), day(1), day(2)]));
    renderRoute(`/apps/flocks/${flock.id}/${flock.handle}`);

    const empty = await screen.findByTestId('house-reading-charts-empty', {}, slow);
    expect(empty.textContent).toContain('No house readings for this flock yet.');
    expect(within(empty).getByRole('link', { name: 'Record readings' }).getAttribute('href')).toBe(
      `/apps/house-readings/new?flockId=${flock.id}`,
    );
    expect(screen.queryByTestId('chart-temperature')).toBeNull();
  });

  it('draws water and temperature and states the latest reading against its band', async () => {
    serve(
      dailyOf([
        day(0),
        day(1, { waterLitres: '50.0', waterPerBirdL: 0.05, minTempC: 30, maxTempC: 34 }),
        day(2, {
          waterLitres: '100.0',
          waterPerBirdL: 0.125,
          waterToFeedRatio: 2.5,
          minTempC: 28.5,
          maxTempC: 36.2,
          targetTempLowC: 30.3,
          targetTempHighC: 34.3,
        }),
      ]),
    );
    renderRoute(`/apps/flocks/${flock.id}/${flock.handle}`);

    const latest = await screen.findByTestId('house-reading-latest', {}, slow);
    expect(latest.textContent).toBe(
      'Latest reading, day 2: 0.125 L water per bird · 2.5 L per kg of feed · 28.5–36.2 °C against a target of 30.3–34.3 °C',
    );
    for (const chart of ['chart-water-per-bird', 'chart-water-to-feed', 'chart-temperature']) {
      expect(screen.getByTestId(chart)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Water per bird per day' })).toBeTruthy();
    expect(screen.queryByTestId('house-reading-charts-empty')).toBeNull();
  });
});
