import type { Dashboard, Flock } from '@flockbook/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { stubFetchPerTest } from '../../testing/fetch-stub.ts';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  requestUrl,
  storeSession,
  testUser,
} from '../../testing/render-route.tsx';
import { slow } from '../../testing/waits.ts';

const FARM = { id: '0b6f7c4e-1d2a-4b3c-8d4e-5f6a7b8c9d0e', name: 'North Farm' };
const FLOCK: Flock = {
  id: '6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  createdBy: null,
  version: 1,
  farmId: FARM.id,
  farmName: FARM.name,
  name: 'NF 2026-01',
  handle: 'nf-2026-01',
  type: 'broiler',
  breed: 'Ross 308',
  houseId: null,
  house: 'H1',
  placedOn: '2026-11-01',
  chicksPlaced: 5000,
  freeChicks: 0,
  targetAgeDays: 42,
  status: 'active',
  closedOn: null,
  notes: '',
  programmeId: null,
  programmeName: null,
  figures: {
    ageDays: 19,
    birdsPlaced: 5000,
    deaths: 40,
    birdsSold: 0,
    birdsAlive: 4960,
    mortalityPercent: 0.8,
    latestWeighing: null,
    withdrawalMeatUntil: null,
    withdrawalEggsUntil: null,
  },
};
const EMPTY_DASHBOARD: Dashboard = {
  date: '2026-11-20',
  birdsAlive: 0,
  deathsToday: 0,
  activeFlocks: [],
  closedFlocks: [],
  stock: [],
  roundsMissing: [],
  alerts: [],
  month: null,
};
/** The dashboard of a staff member with North Farm: its one flock. */
const DASHBOARD: Dashboard = {
  ...EMPTY_DASHBOARD,
  birdsAlive: FLOCK.figures.birdsAlive,
  activeFlocks: [
    {
      id: FLOCK.id,
      name: FLOCK.name,
      handle: FLOCK.handle,
      farmName: FARM.name,
      breed: FLOCK.breed,
      ageDays: FLOCK.figures.ageDays,
      birdsAlive: FLOCK.figures.birdsAlive,
      mortalityPercent: FLOCK.figures.mortalityPercent,
      fcr: null,
      epef: null,
      feedGapDays: 0,
      latestWeightG: null,
    },
  ],
};

const fetchMock = stubFetchPerTest();

/**
 * Signs in `roles` and answers the farms the server gives that user; flocks only when the user
 * has a farm, as the server scopes them.
 */
function serve(roles: string[], farms: () => (typeof FARM)[]) {
  const user = testUser(roles);
  storeSession(user);
  fetchMock.mockImplementation(async (input) => {
    const url = requestUrl(input as RequestInfo);
    if (url === '/api/auth/access-token')
      return jsonResponse({ user, access_token: fakeAccessToken() });
    if (url.startsWith('/api/farms')) return jsonResponse({ data: farms(), total: farms().length });
    if (url.startsWith('/api/flocks')) {
      const flocks = farms().length > 0 ? [FLOCK] : [];
      return jsonResponse({ data: flocks, total: flocks.length });
    }
    if (url === '/api/dashboard') {
      return jsonResponse(farms().length > 0 ? DASHBOARD : EMPTY_DASHBOARD);
    }
    if (url === '/api/alerts') return jsonResponse([]);
    return jsonResponse({ data: [], total: 0 });
  });
}

const noFarmTitle = (name = 'No farm yet') =>
  screen.findByRole('heading', { level: 2, name }, slow);

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
});

// jsdom draws MUI slowly on a busy machine, and each screen is a lazy chunk.
describe('farm screens for someone without a farm', () => {
  it('tell a staff member with no farm why the flocks list is empty, without its actions', async () => {
    serve(['staff'], () => []);
    renderRoute('/apps/flocks');
    expect(await noFarmTitle()).toBeTruthy();
    expect(
      screen.getByText(
        'An administrator gives you access to farms. Once they do, your farms’ flocks and records appear here.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Flocks' })).toBeTruthy();
    expect(screen.queryByTestId('record-list-flocks')).toBeNull();
    expect(screen.queryByTestId('record-new')).toBeNull();
  });

  it('show the same notice instead of the farm dashboard’s figures', async () => {
    serve(['staff'], () => []);
    renderRoute('/apps/dashboards/farm');
    expect(await noFarmTitle()).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Farm dashboard' })).toBeTruthy();
    expect(screen.queryByTestId('figure-dashboard-alive')).toBeNull();
  });

  it('show an admin the flocks list as it is, even with no farm at all', async () => {
    serve(['admin'], () => []);
    renderRoute('/apps/flocks');
    expect(await screen.findByTestId('record-list-empty', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('record-new')).toBeTruthy();
    expect(screen.queryByTestId('no-farm')).toBeNull();
  });

  it('show an admin the farm dashboard’s figures, even with no farm at all', async () => {
    serve(['admin'], () => []);
    renderRoute('/apps/dashboards/farm');
    expect(await screen.findByTestId('figure-dashboard-alive', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('no-farm')).toBeNull();
  });

  it('show a staff member with a farm its flocks', async () => {
    serve(['staff'], () => [FARM]);
    renderRoute('/apps/flocks');
    expect(await screen.findByText(FLOCK.name, {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('no-farm')).toBeNull();
  });

  it('show the farm dashboard’s figures once asked again after an admin gave a farm', async () => {
    let farms: (typeof FARM)[] = [];
    serve(['staff'], () => farms);
    renderRoute('/apps/dashboards/farm');
    await noFarmTitle();
    farms = [FARM];
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    // The dashboard read without a farm is read again, not shown from before.
    expect(await screen.findByRole('link', { name: FLOCK.name }, slow)).toBeTruthy();
    expect(screen.getByTestId('figure-dashboard-alive-value').textContent).toBe('4,960');
    await waitFor(() => expect(screen.queryByTestId('no-farm')).toBeNull());
  });

  it('say it in Arabic, right to left', async () => {
    await act(() => changeLanguage('ar'));
    serve(['staff'], () => []);
    renderRoute('/apps/flocks');
    expect(await noFarmTitle('لا توجد مزرعة بعد')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تحقّق مرة أخرى' })).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});
