import type { AppSettings } from '@flockbook/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMessages } from '../../lib/message-store.ts';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  requestUrl,
  storeSession,
  testUser,
} from '../../testing/render-route.tsx';
import { slow } from '../../testing/waits.ts';

const saved: AppSettings = {
  currency: 'PKR',
  allowNegativeFeedStock: false,
  chickWeightKg: 0.042,
  mortalityAlertPercent: 0.5,
  mortalitySpikeAlertPercent: 1,
  waterDropAlertPercent: 20,
  roundMissingAlertHour: 10,
  feedAlertDays: 3,
  medicineExpiryAlertDays: 30,
  weightAlertPercent: 90,
  houseTargetStartC: 33,
  houseTargetEndC: 21,
  houseTargetEndDay: 35,
  houseTargetMarginC: 2,
};

const fetchMock = vi.fn<typeof fetch>();
let patches: unknown[] = [];
let patchAnswer: (body: Record<string, unknown>) => Response = (body) =>
  jsonResponse({ ...saved, ...body });

function serve(roles: string[]) {
  const user = testUser(roles);
  storeSession(user);
  fetchMock.mockImplementation(async (input, init) => {
    const url = requestUrl(input as RequestInfo);
    if (url === '/api/auth/access-token') {
      return jsonResponse({ user, access_token: fakeAccessToken() });
    }
    if (url === '/api/settings' && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      patches.push(body);
      return patchAnswer(body);
    }
    if (url === '/api/settings') return jsonResponse(saved);
    if (url === '/api/alerts') return jsonResponse([]);
    return jsonResponse({}, { status: 404 });
  });
}

const input = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  patches = [];
  patchAnswer = (body) => jsonResponse({ ...saved, ...body });
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

// jsdom draws MUI slowly on a busy machine.
describe('farm settings screen', () => {
  it('shows the saved settings and sends only what changed', async () => {
    serve(['admin']);
    renderRoute('/apps/settings/farm');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Farm settings' }, slow),
    ).toBeTruthy();
    await waitFor(() => expect(input('mortalityAlertPercent').value).toBe('0.5'), slow);
    expect(input('feedAlertDays').value).toBe('3');
    expect(input('medicineExpiryAlertDays').value).toBe('30');
    expect(input('weightAlertPercent').value).toBe('90');
    expect(input('currency').value).toBe('PKR');
    expect(screen.getByText(/2 days running \(from 0\.01 to 100\)/)).toBeTruthy();
    expect(input('houseTargetStartC').value).toBe('33');
    expect(input('houseTargetEndDay').value).toBe('35');

    fireEvent.change(input('mortalityAlertPercent'), { target: { value: '1.25' } });
    fireEvent.change(input('houseTargetMarginC'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByTestId('farm-settings-save'));
    expect(await screen.findByText('Farm settings saved', {}, slow)).toBeTruthy();
    expect(patches).toEqual([{ mortalityAlertPercent: 1.25, houseTargetMarginC: 1.5 }]);
  });

  it('sets the one-day mortality, water drop and missing round alerts', async () => {
    serve(['admin']);
    renderRoute('/apps/settings/farm');
    await waitFor(() => expect(input('mortalitySpikeAlertPercent').value).toBe('1'), slow);
    expect(input('waterDropAlertPercent').value).toBe('20');
    expect(input('roundMissingAlertHour').value).toBe('10');
    expect(screen.getByText('One-day mortality alert')).toBeTruthy();
    expect(screen.getByText(/Hour of the farm’s day after which .* \(from 0 to 23\)/)).toBeTruthy();
    fireEvent.change(input('roundMissingAlertHour'), { target: { value: '24' } });
    fireEvent.click(screen.getByTestId('farm-settings-save'));
    expect(await screen.findByText('Enter a whole number from 0 to 23', {}, slow)).toBeTruthy();
    fireEvent.change(input('roundMissingAlertHour'), { target: { value: '9' } });
    fireEvent.change(input('waterDropAlertPercent'), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('farm-settings-save'));
    expect(await screen.findByText('Farm settings saved', {}, slow)).toBeTruthy();
    expect(patches).toEqual([{ waterDropAlertPercent: 25, roundMissingAlertHour: 9 }]);
  }, 60_000);

  it('refuses a threshold out of its range at the field, before asking the server', async () => {
    serve(['admin']);
    renderRoute('/apps/settings/farm');
    await waitFor(() => expect(input('feedAlertDays').value).toBe('3'), slow);
    fireEvent.change(input('feedAlertDays'), { target: { value: '90' } });
    fireEvent.click(screen.getByTestId('farm-settings-save'));
    expect(await screen.findByText('Enter a whole number from 1 to 60', {}, slow)).toBeTruthy();
    expect(input('feedAlertDays').getAttribute('aria-invalid')).toBe('true');
    expect(patches).toEqual([]);
  });

  it("shows the server's field message at its field", async () => {
    serve(['admin']);
    patchAnswer = () =>
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Invalid input',
          status: 400,
          errors: { currency: 'Unknown currency code' },
        },
        { status: 400, headers: { 'content-type': 'application/problem+json' } },
      );
    renderRoute('/apps/settings/farm');
    await waitFor(() => expect(input('currency').value).toBe('PKR'), slow);
    fireEvent.change(input('currency'), { target: { value: 'xyz' } });
    fireEvent.click(screen.getByTestId('farm-settings-save'));
    expect(await screen.findByText('Unknown currency code', {}, slow)).toBeTruthy();
    expect(input('currency').getAttribute('aria-invalid')).toBe('true');
    expect(patches).toEqual([{ currency: 'XYZ' }]);
  });

  it('asks before leaving with unsaved changes, and restores the defaults on request', async () => {
    serve(['admin']);
    const { router } = renderRoute('/apps/settings/farm');
    await waitFor(() => expect(input('weightAlertPercent').value).toBe('90'), slow);
    fireEvent.change(input('weightAlertPercent'), { target: { value: '80' } });
    await act(() => router.navigate('/apps/dashboards/analytics'));
    expect(await screen.findByText('Leave without saving?', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull(), slow);
    expect(router.state.location.pathname).toBe('/apps/settings/farm');

    fireEvent.change(input('feedAlertDays'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Restore defaults' }));
    await waitFor(() => expect(input('weightAlertPercent').value).toBe('90'));
    expect(input('feedAlertDays').value).toBe('3');
  });

  it('sends staff away', async () => {
    serve(['staff']);
    const { router } = renderRoute('/apps/settings/farm');
    await waitFor(
      () => expect(router.state.location.pathname).not.toBe('/apps/settings/farm'),
      slow,
    );
    expect(screen.queryByTestId('farm-settings')).toBeNull();
  });
});
