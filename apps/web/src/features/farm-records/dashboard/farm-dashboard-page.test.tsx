import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@flockbook/contracts';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  requestUrl,
  storeSession,
  testUser,
} from '../../../testing/render-route.tsx';
import { slow } from '../../../testing/waits.ts';

const health = {
  status: 'ok',
  version: '0.1.0',
  uptimeSeconds: 3725,
  database: { driver: 'pglite', ok: true, latencyMs: 1.2 },
};

const faq = [
  { id: 'a1', question: 'How do I add a flock?', answer: 'Open Flocks and choose New flock.' },
  { id: 'b2', question: 'What is FCR?', answer: 'Feed used divided by live weight.' },
];

const board: Dashboard = {
  date: '2026-11-27',
  birdsAlive: 0,
  deathsToday: 0,
  activeFlocks: [],
  stock: [],
  roundsMissing: [],
  alerts: [],
  month: null,
  closedFlocks: [],
};

const fetchMock = vi.fn<typeof fetch>();

const farm = { id: '0b6f7c4e-1d2a-4b3c-8d4e-5f6a7b8c9d0e', name: 'North Farm' };

/** Answers the start-up token check for `user`, the dashboard, the FAQ and the user's farm; `other` the rest. */
function serve(
  user: ReturnType<typeof testUser>,
  other: (url: string) => Response,
  shown: Dashboard = board,
) {
  storeSession(user);
  fetchMock.mockImplementation(async (input) => {
    const url = requestUrl(input as RequestInfo);
    if (url === '/api/auth/access-token') {
      return jsonResponse({ user, access_token: fakeAccessToken() });
    }
    if (url === '/api/dashboard') return jsonResponse(shown);
    if (url === '/api/faq') return jsonResponse(faq);
    // Staff see the farm screens once they have a farm.
    if (url.startsWith('/api/farms?')) return jsonResponse({ data: [farm], total: 1 });
    return other(url);
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

describe('farm dashboard: server status and help', () => {
  it("shows an admin the server's status and the first help questions", async () => {
    serve(testUser(['admin']), (url) =>
      url === '/api/health' ? jsonResponse(health) : jsonResponse({}, { status: 404 }),
    );

    renderRoute('/apps/dashboards/farm');

    expect((await screen.findByTestId('health-driver', {}, slow)).textContent).toBe('pglite');
    expect(screen.getByTestId('health-version').textContent).toBe('0.1.0');
    expect(screen.getByTestId('health-status').textContent).toBe('Operational');
    expect((await screen.findByTestId('faq-first-question', {}, slow)).textContent).toBe(
      'How do I add a flock?',
    );
    expect(screen.getByText('What is FCR?')).toBeTruthy();
  });

  it('shows an error with a retry button when the server cannot be reached', async () => {
    serve(testUser(['admin']), () => {
      throw new TypeError('Failed to fetch');
    });

    renderRoute('/apps/dashboards/farm');

    const card = await screen.findByTestId('server-card', {}, slow);
    expect(
      await within(card).findByText(
        'Cannot reach the server. Check your connection and try again.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await screen.findByTestId('faq-first-question', {}, slow)).toBeTruthy();
  });

  it('shows staff the help questions without the server status', async () => {
    serve(testUser(['staff'], 'Kemal Demir'), (url) =>
      url === '/api/health' ? jsonResponse(health) : jsonResponse({}, { status: 404 }),
    );

    renderRoute('/apps/dashboards/farm');

    expect(await screen.findByTestId('faq-first-question', {}, slow)).toBeTruthy();
    expect(await screen.findByTestId('figure-dashboard-alive', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('server-card')).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => requestUrl(input as RequestInfo))).not.toContain(
      '/api/health',
    );
  });

  it("names the houses without today's round, each farm leading to its round", async () => {
    const flock = {
      id: 'f1',
      name: 'Batch 7',
      handle: 'batch-7',
      farmName: farm.name,
      breed: 'Ross 308',
      ageDays: 12,
      birdsAlive: 4800,
      mortalityPercent: 1.2,
      fcr: null,
      epef: null,
      feedGapDays: 0,
      latestWeightG: null,
    };
    const missing = { farmId: farm.id, farmName: farm.name, date: '2026-11-27' };
    serve(testUser(['staff']), () => jsonResponse({}, { status: 404 }), {
      ...board,
      activeFlocks: [flock, { ...flock, id: 'f2', name: 'Batch 8' }],
      roundsMissing: [
        { ...missing, houseName: 'House 2', flockId: 'f1', flockName: 'Batch 7' },
        { ...missing, houseName: null, flockId: 'f2', flockName: 'Batch 8' },
      ],
    });

    renderRoute('/apps/dashboards/farm');

    const card = await screen.findByTestId('dashboard-rounds', {}, slow);
    expect(within(card).getByText('No round yet today:')).toBeTruthy();
    const farmRounds = within(card).getByTestId('dashboard-rounds-farm');
    expect(farmRounds.textContent).toBe('North FarmHouse 2 (Batch 7) · No house (Batch 8)');
    expect(within(farmRounds).getByRole('link').getAttribute('href')).toBe(
      `/apps/daily-round?farmId=${farm.id}`,
    );
    expect(screen.getByTestId('dashboard-daily-round').getAttribute('href')).toBe(
      '/apps/daily-round',
    );
  });
});
