import type { AlertMailPreference } from '@flockbook/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  requestUrl,
  storeSession,
  testUser,
} from '../../../testing/render-route.tsx';
import { slow } from '../../../testing/waits.ts';

/** The server's answers: the saved choice, and each PUT's body. */
function serveAlertMail(saved: AlertMailPreference, failing = false) {
  const user = testUser(['admin']);
  storeSession(user);
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = new URL(requestUrl(input as RequestInfo), 'http://localhost').pathname;
      if (path === '/api/auth/access-token') {
        return jsonResponse({ user, access_token: fakeAccessToken() });
      }
      if (path !== '/api/alert-mail') return jsonResponse([]);
      if (failing) return jsonResponse({ status: 500, title: 'Server error' }, { status: 500 });
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as AlertMailPreference;
        puts.push(body);
        return jsonResponse(body);
      }
      return jsonResponse(saved);
    }),
  );
  return { puts };
}

// The page and its lazy tab are compiled once before the first test waits for them.
beforeAll(async () => {
  await import('../components/profile-page.tsx');
  await import('./alert-mail-tab.tsx');
}, 120_000);

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await act(() => changeLanguage('en'));
});

describe('profile: alerts by mail', { timeout: 120_000 }, () => {
  it('shows the saved choice and saves a new one', async () => {
    const { puts } = serveAlertMail({ mode: 'digest', digestHour: 7 });
    renderRoute('/pages/profile?tab=alert-mail');
    const section = await screen.findByTestId('alert-mail', {}, slow);
    const digest = await within(section).findByRole(
      'radio',
      {
        name: 'A daily digest of the open alerts',
      },
      slow,
    );
    expect((digest as HTMLInputElement).checked).toBe(true);
    expect(
      within(section).getByRole('combobox', { name: 'Hour of the farm’s day' }).textContent,
    ).toBe('07:00');

    fireEvent.click(within(section).getByRole('radio', { name: 'Each new alert at once' }));
    expect(within(section).queryByRole('combobox')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Saved.', {}, slow)).toBeTruthy();
    expect(puts).toEqual([{ mode: 'instant', digestHour: 7 }]);
  });

  it('chooses the digest hour', async () => {
    const { puts } = serveAlertMail({ mode: 'none', digestHour: 7 });
    renderRoute('/pages/profile?tab=alert-mail');
    const section = await screen.findByTestId('alert-mail', {}, slow);
    fireEvent.click(
      await within(section).findByRole(
        'radio',
        { name: 'A daily digest of the open alerts' },
        slow,
      ),
    );
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Hour of the farm’s day' }));
    fireEvent.click(await screen.findByRole('option', { name: '18:00' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toEqual([{ mode: 'digest', digestHour: 18 }]));
  });

  it('speaks Arabic, and says when the choice cannot be loaded', async () => {
    serveAlertMail({ mode: 'none', digestHour: 7 }, true);
    await act(() => changeLanguage('ar'));
    renderRoute('/pages/profile?tab=alert-mail');
    expect(await screen.findByRole('tab', { name: 'التنبيهات بالبريد' }, slow)).toBeTruthy();
    const section = await screen.findByTestId('alert-mail', {}, slow);
    expect(within(section).getByRole('heading', { name: 'التنبيهات بالبريد' })).toBeTruthy();
    expect(
      await within(section).findByRole('button', { name: 'حاول مرة أخرى' }, slow),
    ).toBeTruthy();
  });
});
