import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client.ts';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  requestUrl,
  storeSession,
  testUser,
} from '../../../testing/render-route.tsx';

const slow = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();
const admin = testUser(['admin'], 'Amina Rahman');
const staff = testUser(['staff'], 'Kemal Demir');

type Sent = { url: string; method: string; body: unknown };
let sent: Sent[] = [];

function authError(status: number, error: Record<string, string>): Response {
  return jsonResponse(
    { error, type: 'about:blank', title: 'Bad Request', status, errors: error },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}

/** Routes each stubbed request through `answer`; the home page's calls get quiet answers. */
function serve(answer: (request: Sent) => Response | undefined) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = requestUrl(input as RequestInfo);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { url, method: init?.method ?? 'GET', body };
    sent.push(request);
    const answered = answer(request);
    if (answered) return answered;
    if (url === '/api/health') {
      return jsonResponse({
        status: 'ok',
        version: '0.1.0',
        uptimeSeconds: 5,
        database: { driver: 'pglite', ok: true, latencyMs: 1 },
      });
    }
    if (url === '/api/faq') return jsonResponse([]);
    return jsonResponse({}, { status: 404 });
  });
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submitButton(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('login page', () => {
  it('validates both fields and enables the button only when they are valid', async () => {
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Login to your account' }, slow);

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Firebase']);
    expect(submitButton('Login').disabled).toBe(true);

    type(/^Email/, 'ab');
    type(/^Password/, 'abc');
    await waitFor(() => expect(screen.getAllByText('Min character length is 4')).toHaveLength(2));
    expect(submitButton('Login').disabled).toBe(true);

    type(/^Email/, 'admin@example.com');
    type(/^Password/, 'admin');
    await waitFor(() => expect(submitButton('Login').disabled).toBe(false));
    expect(screen.queryByText('Min character length is 4')).toBeNull();

    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');

    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password-firebase',
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
  });

  it('shows the server message under the field at fault', async () => {
    serve(({ url }) =>
      url === '/api/auth' ? authError(400, { password: 'Check your password' }) : undefined,
    );
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Login to your account' }, slow);

    fireEvent.click(screen.getByRole('button', { name: /admin@example\.com/ }));
    await waitFor(() => expect(submitButton('Login').disabled).toBe(false));
    fireEvent.click(submitButton('Login'));

    const message = await screen.findByText('Check your password', {}, slow);
    expect(message.id).toBe(
      (screen.getByLabelText(/^Password/) as HTMLInputElement).getAttribute('aria-describedby'),
    );
    expect(sent.find((request) => request.url === '/api/auth')?.body).toEqual({
      email: 'admin@example.com',
      password: 'admin',
    });
  });

  it('shows the throttle message', async () => {
    serve(({ url }) =>
      url === '/api/auth'
        ? jsonResponse(
            {
              type: 'about:blank',
              title: 'Too Many Requests',
              status: 429,
              detail: 'Too many failed sign-in attempts. Wait 15 minutes and try again.',
              error: { email: 'Too many failed sign-in attempts. Wait 15 minutes.' },
            },
            { status: 429, headers: { 'content-type': 'application/problem+json' } },
          )
        : undefined,
    );
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Login to your account' }, slow);
    type(/^Email/, 'someone@example.com');
    type(/^Password/, 'secret');
    await waitFor(() => expect(submitButton('Login').disabled).toBe(false));
    fireEvent.click(submitButton('Login'));

    expect((await screen.findByTestId('login-error', {}, slow)).textContent).toBe(
      'Too many failed sign-in attempts. Wait 15 minutes and try again.',
    );
  });
});

describe('route guard', () => {
  it('sends a guest to sign in and back to the page asked for', async () => {
    serve(({ url }) =>
      url === '/api/auth'
        ? jsonResponse({ user: staff, access_token: fakeAccessToken() })
        : undefined,
    );
    const { router } = renderRoute('/auth/staff-role-example');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    await screen.findByRole('heading', { name: 'Login to your account' }, slow);
    type(/^Email/, 'staff@example.com');
    type(/^Password/, 'staff');
    await waitFor(() => expect(submitButton('Login').disabled).toBe(false));
    fireEvent.click(submitButton('Login'));

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/auth/staff-role-example'),
      slow,
    );
    expect(await screen.findByText('Your role: staff', {}, slow)).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).not.toBeNull();
  });

  it('sends staff away from the admin page', async () => {
    storeSession(staff);
    serve(({ url }) =>
      url === '/api/auth/access-token'
        ? jsonResponse({ user: staff, access_token: fakeAccessToken() })
        : undefined,
    );
    const { router } = renderRoute('/auth/admin-role-example');

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/apps/dashboards/analytics'),
      slow,
    );
    expect(screen.queryByText('Admin role example')).toBeNull();
  });

  it('sends a signed-in user away from the guest-only pages', async () => {
    storeSession(admin);
    serve(({ url }) =>
      url === '/api/auth/access-token'
        ? jsonResponse({ user: admin, access_token: fakeAccessToken() })
        : undefined,
    );
    const { router } = renderRoute('/login');

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/apps/dashboards/analytics'),
      slow,
    );
  });
});

describe('register page', () => {
  it('checks the fields, shows server errors at the field and lands on the dashboard', async () => {
    let taken = true;
    serve(({ url, body }) => {
      if (url !== '/api/auth/register') return undefined;
      if (taken) return authError(409, { email: 'The email is already in use' });
      const { displayName, email } = body as { displayName: string; email: string };
      const user = {
        ...testUser(['admin'], displayName),
        data: { ...admin.data, displayName, email },
      };
      return jsonResponse({ user, access_token: fakeAccessToken() });
    });
    const { router } = renderRoute('/register');
    await screen.findByRole('heading', { name: 'Create an account' }, slow);
    expect(submitButton('Register').disabled).toBe(true);

    type(/^Display name/, 'Bo');
    type(/^Email/, 'not-an-email');
    type(/^Password \(Confirm\)/, 'different1');
    type(/^Password \*/, 'longenough');
    expect(await screen.findByText('Min character length is 4', {}, slow)).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(submitButton('Register').disabled).toBe(true);

    type(/^Display name/, 'Selin Kaya');
    type(/^Email/, 'selin@example.com');
    type(/^Password \(Confirm\)/, 'longenough');
    await waitFor(() => expect(submitButton('Register').disabled).toBe(false));
    fireEvent.click(submitButton('Register'));
    expect(await screen.findByText('The email is already in use', {}, slow)).toBeTruthy();

    taken = false;
    type(/^Email/, 'selin.kaya@example.com');
    await waitFor(() => expect(submitButton('Register').disabled).toBe(false));
    fireEvent.click(submitButton('Register'));

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/apps/dashboards/analytics'),
      slow,
    );
    expect((await screen.findByTestId('user-display-name', {}, slow)).textContent).toBe(
      'Selin Kaya',
    );
  });
});

describe('forgot password page', () => {
  it('enables the button once an email is typed and confirms the request', async () => {
    serve(({ url }) =>
      url === '/api/auth/forgot-password' ? jsonResponse({ message: 'ok' }) : undefined,
    );
    renderRoute('/forgot-password-firebase');
    await screen.findByRole('heading', { name: 'Forgot your password?' }, slow);

    expect(submitButton('SEND RESET LINK').disabled).toBe(true);
    type(/^Email/, 'staff@example.com');
    await waitFor(() => expect(submitButton('SEND RESET LINK').disabled).toBe(false));
    fireEvent.click(submitButton('SEND RESET LINK'));

    expect(
      await screen.findByText('Password reset email sent successfully', {}, slow),
    ).toBeTruthy();
    expect(sent.find((request) => request.url === '/api/auth/forgot-password')?.body).toEqual({
      email: 'staff@example.com',
    });
    expect(screen.getByRole('link', { name: 'Go back to login' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('says when requests are throttled', async () => {
    const detail =
      'Too many password reset requests for this email. Wait 60 minutes and try again.';
    serve(({ url }) =>
      url === '/api/auth/forgot-password'
        ? jsonResponse(
            { type: 'about:blank', title: 'Too Many Requests', status: 429, detail, error: detail },
            { status: 429, headers: { 'content-type': 'application/problem+json' } },
          )
        : undefined,
    );
    renderRoute('/forgot-password-firebase');
    await screen.findByRole('heading', { name: 'Forgot your password?' }, slow);
    type(/^Email/, 'staff@example.com');
    await waitFor(() => expect(submitButton('SEND RESET LINK').disabled).toBe(false));
    fireEvent.click(submitButton('SEND RESET LINK'));

    expect((await screen.findByTestId('reset-email-throttled', {}, slow)).textContent).toBe(detail);
    expect(screen.queryByText('Password reset email sent successfully')).toBeNull();
  });
});

describe('reset password page', () => {
  it('says when the link is refused', async () => {
    serve(({ url }) =>
      url === '/api/auth/reset-password'
        ? authError(400, {
            token: 'This reset link is invalid or has expired. Ask for a new one.',
          })
        : undefined,
    );
    renderRoute('/reset-password-firebase?token=abc');
    await screen.findByRole('heading', { name: 'Reset your password' }, slow);

    type(/^New password \*/, 'short');
    expect(
      await screen.findByText('Password must be at least 8 characters', {}, slow),
    ).toBeTruthy();
    type(/^New password \*/, 'brand-new-pass');
    type(/^New password \(Confirm\)/, 'brand-new-pass');
    await waitFor(() => expect(submitButton('Reset password').disabled).toBe(false));
    fireEvent.click(submitButton('Reset password'));

    expect(
      await screen.findByText(
        'This reset link is invalid or has expired. Ask for a new one.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(sent.find((request) => request.url === '/api/auth/reset-password')?.body).toEqual({
      token: 'abc',
      password: 'brand-new-pass',
    });
  });

  it('confirms a new password and links to sign in', async () => {
    serve(({ url }) =>
      url === '/api/auth/reset-password' ? jsonResponse({ message: 'changed' }) : undefined,
    );
    renderRoute('/reset-password-firebase?token=good');
    await screen.findByRole('heading', { name: 'Reset your password' }, slow);

    type(/^New password \*/, 'brand-new-pass');
    type(/^New password \(Confirm\)/, 'brand-new-pass');
    await waitFor(() => expect(submitButton('Reset password').disabled).toBe(false));
    fireEvent.click(submitButton('Reset password'));

    expect(await screen.findByTestId('reset-password-done', {}, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
  });
});

describe('callback page', () => {
  it('reports the hosted login steps, then leaves', async () => {
    const { router } = renderRoute('/callback');

    expect(
      await screen.findByRole('heading', { name: 'Logging in with Auth0' }, slow),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Logged in with Auth0' }, slow)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
  });
});
