import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client.ts';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  storeSession,
  testUser,
} from '../../../testing/render-route.tsx';
import { authRefusal, serveRequests } from '../../../testing/serve-requests.ts';
import type { SentRequest } from '../../../testing/serve-requests.ts';
import { slow } from '../../../testing/waits.ts';

const fetchMock = vi.fn<typeof fetch>();
const admin = testUser(['admin'], 'Amina Rahman');
const staff = testUser(['staff'], 'Kemal Demir');

let sent: SentRequest[] = [];

/** Routes each stubbed request through `answer`; no hosted sign-in service is configured. */
function serve(answer: (request: SentRequest) => Response | undefined) {
  sent = serveRequests(
    fetchMock,
    (request) =>
      answer(request) ??
      (request.url === '/api/auth/providers'
        ? jsonResponse({ oidc: null, firebase: null })
        : undefined),
  );
}

/** The page's heading, then its form once the hosted sign-in services are known. */
async function pageReady(heading: string) {
  await screen.findByRole('heading', { name: heading }, slow);
  await screen.findByRole('form', {}, slow);
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
  serve(() => undefined);
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
    await pageReady('Login to your account');

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Firebase']);
    expect(submitButton('Login').disabled).toBe(true);

    type(/^Email/, 'ab');
    type(/^Password/, 'abc');
    // The form's checks load with its first use, as a lazily loaded page does.
    await waitFor(
      () => expect(screen.getAllByText('Min character length is 4')).toHaveLength(2),
      slow,
    );
    expect(submitButton('Login').disabled).toBe(true);

    type(/^Email/, 'admin@example.com');
    type(/^Password/, 'admin');
    await waitFor(() => expect(submitButton('Login').disabled).toBe(false), slow);
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
      url === '/api/auth' ? authRefusal(400, { password: 'Check your password' }) : undefined,
    );
    renderRoute('/login');
    await pageReady('Login to your account');

    fireEvent.click(screen.getByRole('button', { name: /admin@example\.com/ }));
    await waitFor(() => expect(submitButton('Login').disabled).toBe(false), slow);
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
    await pageReady('Login to your account');
    type(/^Email/, 'someone@example.com');
    type(/^Password/, 'secret');
    await waitFor(() => expect(submitButton('Login').disabled).toBe(false), slow);
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
    await pageReady('Login to your account');
    type(/^Email/, 'staff@example.com');
    type(/^Password/, 'staff');
    await waitFor(() => expect(submitButton('Login').disabled).toBe(false), slow);
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
      if (taken) return authRefusal(409, { email: 'The email is already in use' });
      const { displayName, email } = body as { displayName: string; email: string };
      const user = {
        ...testUser(['admin'], displayName),
        data: { ...admin.data, displayName, email },
      };
      return jsonResponse({ user, access_token: fakeAccessToken() });
    });
    const { router } = renderRoute('/register');
    await pageReady('Create an account');
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
    await pageReady('Forgot your password?');

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
    await pageReady('Forgot your password?');
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
        ? authRefusal(400, {
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

  it('without a link’s token is a broken link, with no form, offering a new link', async () => {
    serve(() => undefined);
    renderRoute('/reset-password-firebase');
    await screen.findByRole('heading', { name: 'Reset your password' }, slow);
    expect((await screen.findByTestId('reset-link-error', {}, slow)).textContent).toBe(
      'This reset link is invalid or has expired. Ask for a new one.',
    );
    expect(screen.queryByLabelText(/^New password \*/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password-firebase',
    );
    expect(sent.some((request) => request.url === '/api/auth/reset-password')).toBe(false);
  });
});

describe('callback page', () => {
  it('without a configured host warns and offers the way back to sign in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute('/callback#access_token=a&id_token=b&state=c&expires_in=60');

    expect((await screen.findByTestId('callback-error', {}, slow)).textContent).toBe(
      'This sign-in service is not set up here.',
    );
    expect(warn).toHaveBeenCalledWith(
      'Hosted login is not configured: no OpenID Connect issuer is set.',
    );
    expect(screen.getByRole('link', { name: 'Go back to login' }).getAttribute('href')).toBe(
      '/login',
    );
    warn.mockRestore();
  });
});
