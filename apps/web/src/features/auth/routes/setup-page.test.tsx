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

/** Answers the set-up calls: the status, then the set-up itself through `answer`. */
function serve(needed: boolean, answer: (body: Record<string, string>) => Response = created) {
  sent = serveRequests(fetchMock, ({ url, method, body }) => {
    if (url === '/api/auth/setup' && method === 'GET') return jsonResponse({ needed });
    if (url === '/api/auth/setup') return answer(body as Record<string, string>);
    return undefined;
  });
}

function created({ displayName, email }: Record<string, string>): Response {
  const user = testUser(['admin'], displayName);
  return jsonResponse({
    user: { ...user, data: { ...user.data, email } },
    access_token: fakeAccessToken(),
  });
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillIn() {
  type(/^Display name/, 'Amina Rahman');
  type(/^Email/, 'amina@example.com');
  type(/^Password \*/, 'first-admin-2026');
  type(/^Password \(Confirm\)/, 'first-admin-2026');
}

const submit = () =>
  screen.getByRole('button', { name: 'Create admin account' }) as HTMLButtonElement;

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

describe('set-up page', () => {
  it('checks each field, then makes the admin, signs in and lands on the dashboard', async () => {
    serve(true);
    const { router } = renderRoute('/setup?token=printed-token');
    await screen.findByRole('form', { name: 'Set up Flockbook' }, slow);
    expect(screen.getByRole('heading', { name: 'Set up Flockbook' })).toBeTruthy();
    expect(submit().disabled).toBe(true);
    // The first field takes the keyboard at once.
    expect(document.activeElement).toBe(screen.getByLabelText(/^Display name/));

    type(/^Display name/, 'Am');
    type(/^Email/, 'not-an-email');
    type(/^Password \*/, 'short');
    type(/^Password \(Confirm\)/, 'other');
    expect(await screen.findByText('Min character length is 4', {}, slow)).toBeTruthy();
    const email = screen.getByLabelText(/^Email/);
    const emailMessage = screen.getByText('Please enter a valid email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(emailMessage.id);
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(submit().disabled).toBe(true);

    type(/^Password \*/, 'first-admin-2026');
    expect(await screen.findByText('Passwords do not match', {}, slow)).toBeTruthy();

    fillIn();
    await waitFor(() => expect(submit().disabled).toBe(false), slow);
    fireEvent.click(submit());

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/apps/dashboards/analytics'),
      slow,
    );
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      token: 'printed-token',
      displayName: 'Amina Rahman',
      email: 'amina@example.com',
      password: 'first-admin-2026',
    });
    expect((await screen.findByTestId('user-display-name', {}, slow)).textContent).toBe(
      'Amina Rahman',
    );
  });

  it("shows the server's message under the field at fault", async () => {
    serve(true, () => authRefusal(409, { email: 'The email is already in use' }));
    renderRoute('/setup?token=printed-token');
    await screen.findByRole('form', {}, slow);
    fillIn();
    await waitFor(() => expect(submit().disabled).toBe(false), slow);
    fireEvent.click(submit());
    const message = await screen.findByText('The email is already in use', {}, slow);
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-describedby')).toBe(message.id);
  });

  it('says when the address is refused, and how to get another', async () => {
    serve(true, () =>
      authRefusal(400, {
        token: 'This set-up link is invalid, used or expired. Restart the server for a new one.',
      }),
    );
    renderRoute('/setup?token=old-token');
    await screen.findByRole('form', {}, slow);
    fillIn();
    await waitFor(() => expect(submit().disabled).toBe(false), slow);
    fireEvent.click(submit());
    expect((await screen.findByTestId('setup-link-error', {}, slow)).textContent).toContain(
      'invalid, used or expired',
    );
    expect(screen.getByText(/npm run create-admin/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers sign-in instead of the form once an admin exists', async () => {
    serve(false);
    renderRoute('/setup?token=printed-token');
    expect((await screen.findByTestId('setup-done', {}, slow)).textContent).toBe(
      'Flockbook is already set up. Sign in with your account.',
    );
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('refuses an address without its token before anything is typed', async () => {
    serve(true);
    renderRoute('/setup');
    expect(await screen.findByTestId('setup-link-error', {}, slow)).toBeTruthy();
  });

  it('reads right to left in Arabic, with its field messages', async () => {
    serve(true);
    await act(() => changeLanguage('ar'));
    renderRoute('/setup?token=printed-token');
    await screen.findByRole('form', { name: 'إعداد Flockbook' }, slow);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('button', { name: 'إنشاء حساب المسؤول' })).toBeTruthy();
    type(/^البريد الإلكتروني/, 'not-an-email');
    expect(await screen.findByText('يرجى إدخال بريد إلكتروني صالح', {}, slow)).toBeTruthy();
  });
});
