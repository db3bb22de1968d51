import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

const fetchMock = vi.fn<typeof fetch>();
const admin = testUser(['admin'], 'Amina Rahman');
let signInBodies: unknown[] = [];

function serveSignedIn() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = requestUrl(input as RequestInfo);
    if (url === '/api/auth/access-token') {
      return jsonResponse({ user: admin, access_token: fakeAccessToken() });
    }
    if (url === '/api/auth') {
      const body = JSON.parse(String(init?.body)) as { password: string };
      signInBodies.push(body);
      if (body.password === 'right-pass') {
        return jsonResponse({ user: admin, access_token: fakeAccessToken() });
      }
      const error = { password: 'Check your password' };
      return jsonResponse(
        { error, type: 'about:blank', title: 'Bad Request', status: 400, errors: error },
        { status: 400, headers: { 'content-type': 'application/problem+json' } },
      );
    }
    return jsonResponse({}, { status: 404 });
  });
}

function typePassword(value: string) {
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value } });
}

beforeEach(() => {
  signInBodies = [];
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('lock screen', () => {
  it('tells a guest there is no session and leads to sign in', async () => {
    renderRoute('/pages/auth/lock');
    expect(await screen.findByRole('heading', { name: 'No session to unlock' }, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
  });

  it("checks the signed-in user's password by signing in with their email", async () => {
    storeSession(admin);
    serveSignedIn();
    const { router } = renderRoute('/pages/auth/lock');
    await screen.findByRole('heading', { name: 'Your session is locked' }, slow);
    expect(screen.getByTestId('lock-user').textContent).toContain('Amina Rahman');
    expect(screen.queryByLabelText(/^Email/)).toBeNull();

    typePassword('wrong-pass');
    const unlock = screen.getByRole('button', { name: 'Unlock' }) as HTMLButtonElement;
    // The form's checks load with its first use, as a lazily loaded page does.
    await waitFor(() => expect(unlock.disabled).toBe(false), slow);
    fireEvent.click(unlock);
    const message = await screen.findByText('Check your password', {}, slow);
    expect(message.id).toBe(
      (screen.getByLabelText(/^Password/) as HTMLInputElement).getAttribute('aria-describedby'),
    );
    expect(signInBodies).toEqual([{ email: 'admin@example.com', password: 'wrong-pass' }]);

    typePassword('right-pass');
    await waitFor(() => expect(unlock.disabled).toBe(false));
    fireEvent.click(unlock);
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/apps/dashboards/analytics'),
      slow,
    );
  });
});

describe('login variant opened while signed in', () => {
  it('says who is signed in and offers to sign out', async () => {
    storeSession(admin);
    serveSignedIn();
    renderRoute('/pages/auth/login');
    const notice = await screen.findByTestId('signed-in-notice', {}, slow);
    expect(notice.textContent).toContain('Amina Rahman');
    expect(screen.getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/logout');
  });
});

describe('mail confirmation', () => {
  it('names the address from the query string', async () => {
    renderRoute('/pages/auth/mail-confirm?email=hen%40example.com');
    const text = await screen.findByTestId('mail-confirm-text', {}, slow);
    expect(text.textContent).toContain('hen@example.com');
  });
});

describe('reset password variants opened from the navigation', () => {
  it.each(['/pages/auth/reset-password', '/pages/auth/reset-password-2'])(
    '%s shows the working form and, on submit, where a real reset comes from',
    async (path) => {
      fetchMock.mockImplementation(async () => jsonResponse({}, { status: 404 }));
      renderRoute(path);
      const password = await screen.findByLabelText(/^New password \*/, {}, slow);
      expect(screen.queryByTestId('reset-link-error')).toBeNull();
      const submit = screen.getByRole('button', { name: 'Reset password' }) as HTMLButtonElement;

      fireEvent.change(password, { target: { value: 'short' } });
      expect(
        await screen.findByText('Password must be at least 8 characters', {}, slow),
      ).toBeTruthy();
      fireEvent.change(password, { target: { value: 'brand-new-pass' } });
      fireEvent.change(screen.getByLabelText(/^New password \(Confirm\)/), {
        target: { value: 'brand-new-pass' },
      });
      await waitFor(() => expect(submit.disabled).toBe(false), slow);
      fireEvent.click(submit);

      const explained = await screen.findByTestId('reset-demo-explained', {}, slow);
      expect(explained.textContent).toContain('A real reset starts from the link in the mail');
      const forgot = path.endsWith('-2')
        ? '/pages/auth/forgot-password-2'
        : '/pages/auth/forgot-password';
      expect(screen.getByRole('link', { name: 'Ask for a reset link' }).getAttribute('href')).toBe(
        forgot,
      );
      // Nothing was sent: without a link's token there is no password to change.
      const sent = fetchMock.mock.calls.map(([input]) => requestUrl(input as RequestInfo));
      expect(sent).not.toContain('/api/auth/reset-password');
    },
  );

  it('with a link’s token, sends the new password with it', async () => {
    fetchMock.mockImplementation(async (input) =>
      requestUrl(input as RequestInfo) === '/api/auth/reset-password'
        ? jsonResponse({ message: 'changed' })
        : jsonResponse({}, { status: 404 }),
    );
    renderRoute('/pages/auth/reset-password?token=abc');
    const password = await screen.findByLabelText(/^New password \*/, {}, slow);
    fireEvent.change(password, { target: { value: 'brand-new-pass' } });
    fireEvent.change(screen.getByLabelText(/^New password \(Confirm\)/), {
      target: { value: 'brand-new-pass' },
    });
    const submit = screen.getByRole('button', { name: 'Reset password' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false), slow);
    fireEvent.click(submit);
    expect(await screen.findByTestId('reset-password-done', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('reset-demo-explained')).toBeNull();
  });
});
