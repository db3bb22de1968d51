import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  testUser,
} from '../../../testing/render-route.tsx';
import { authRefusal, serveRequests } from '../../../testing/serve-requests.ts';
import type { SentRequest } from '../../../testing/serve-requests.ts';
import { slow } from '../../../testing/waits.ts';

const fetchMock = vi.fn<typeof fetch>();
let sent: SentRequest[] = [];
const EXPIRED = 'This invitation has expired. Ask an admin for a new one.';
const USED = 'This invitation is invalid or was already used. Ask for a new one.';

function serve(status: () => Response, accept: () => Response = accepted) {
  sent = serveRequests(fetchMock, ({ url }) => {
    if (url === '/api/auth/invitation') return status();
    if (url === '/api/auth/invitation/accept') return accept();
    return undefined;
  });
}
const open = () =>
  jsonResponse({ email: 'omar@example.com', role: 'staff', expiresAt: '2026-12-04T00:00:00Z' });
function accepted(): Response {
  const user = testUser(['staff'], 'Omar Faruk');
  return jsonResponse({ user, access_token: fakeAccessToken() });
}
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  await act(() => changeLanguage('en'));
});

describe('invitation page', () => {
  it('shows the invitation, takes name and password, and signs in on the dashboard', async () => {
    serve(open);
    const { router } = renderRoute('/invitation?token=mailed-token');
    await screen.findByRole('form', { name: 'Join Flockbook' }, slow);
    expect(
      screen.getByText(
        'You were invited as staff with omar@example.com. Choose your name and password.',
      ),
    ).toBeTruthy();
    type(/^Display name/, 'Omar Faruk');
    type(/^Password \*/, 'short');
    fireEvent.blur(screen.getByLabelText(/^Password \*/));
    expect(
      await screen.findByText('Password must be at least 8 characters', {}, slow),
    ).toBeTruthy();
    type(/^Password \*/, 'omar-password-1');
    type(/^Password \(Confirm\)/, 'omar-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/apps/dashboards/analytics'),
      slow,
    );
    expect(sent.find((request) => request.url === '/api/auth/invitation/accept')?.body).toEqual({
      token: 'mailed-token',
      displayName: 'Omar Faruk',
      password: 'omar-password-1',
    });
  });

  it('refuses an expired invitation with its own message, before the form', async () => {
    serve(() => authRefusal(400, { token: EXPIRED }));
    renderRoute('/invitation?token=old-token');
    expect((await screen.findByTestId('invitation-refused', {}, slow)).textContent).toBe(EXPIRED);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('refuses a link used meanwhile on submit', async () => {
    serve(open, () => authRefusal(400, { token: USED }));
    renderRoute('/invitation?token=mailed-token');
    await screen.findByRole('form', { name: 'Join Flockbook' }, slow);
    type(/^Display name/, 'Omar Faruk');
    type(/^Password \*/, 'omar-password-1');
    type(/^Password \(Confirm\)/, 'omar-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect((await screen.findByTestId('invitation-refused', {}, slow)).textContent).toBe(USED);
  });

  it('reads right to left in Arabic', async () => {
    serve(() => authRefusal(400, { token: EXPIRED }));
    await act(() => changeLanguage('ar'));
    renderRoute('/invitation?token=old-token');
    expect((await screen.findByTestId('invitation-refused', {}, slow)).textContent).toBe(
      'انتهت صلاحية هذه الدعوة. اطلب من مسؤول دعوة جديدة.',
    );
    expect(document.documentElement.dir).toBe('rtl');
  });
});
