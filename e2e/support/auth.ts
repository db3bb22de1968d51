import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

export const demoAccounts = {
  admin: { email: 'admin@example.com', password: 'admin', displayName: 'Amina Rahman' },
  staff: { email: 'staff@example.com', password: 'staff' },
} as const;

export const dashboardPath = '/apps/dashboards/analytics';

/** A fresh address per call, so accounts and sign-in throttling never collide between specs. */
// A random start, so that a restarted test worker does not reuse the addresses of the last one.
let registrations = Math.floor(Math.random() * 10_000);

/** A test-range address (198.51.x.y) per registration. */
function nextTestAddress(): string {
  registrations += 1;
  return `198.51.${100 + (Math.floor(registrations / 250) % 100)}.${(registrations % 250) + 1}`;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Fills in and sends the sign-in form on the current /login page. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  const submit = page.getByRole('button', { name: 'Login', exact: true });
  // Under load the form has been seen to mount a second time in the first moments of the page,
  // dropping what was typed; typing again is what a person would do, and a form that never
  // enables still fails. Each check waits briefly so that the typing is really repeated.
  await expect(async () => {
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await expect(page.locator('input[name="email"]')).toHaveValue(email, { timeout: 1_000 });
    await expect(page.locator('input[name="password"]')).toHaveValue(password, { timeout: 1_000 });
    await expect(submit).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await submit.click();
}

/** Opens /login, signs in and waits until the page has moved on. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** How many API sign-ins this worker made: each later one wins in the tab it is made for. */
let signIns = 0;

/**
 * Signs in through the API, as the sign-in form does, and opens `path` already signed in: for
 * specs about something other than the sign-in form (auth.spec.ts walks the form). It spares
 * the browser the sign-in page and the dashboard it would land on.
 */
export async function openSignedIn(
  page: Page,
  email: string,
  password: string,
  path: string,
): Promise<void> {
  const response = await page.request.post('/api/auth', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { access_token: string; user: unknown };
  // Stored as the app stores a session (lib/session-storage.ts), before the app's first script,
  // once per tab and call: a later sign-out and reload stays signed out, and a later call's
  // session replaces this one.
  signIns += 1;
  await page.addInitScript(
    ({ token, user, order }) => {
      try {
        if (Number(sessionStorage.getItem('e2e.session-stored') ?? 0) >= order) return;
        sessionStorage.setItem('e2e.session-stored', String(order));
        localStorage.setItem('jwt_access_token', token);
        localStorage.setItem('user', JSON.stringify(user));
      } catch {
        // A document without storage of its own (about:blank) keeps none.
      }
    },
    { token: session.access_token, user: session.user, order: signIns },
  );
  await page.goto(path);
}

export type NewAccount = { displayName: string; email: string; password: string };

/** Creates an account through the API (not the page), for specs about something else. */
export async function registerAccount(
  request: APIRequestContext,
  prefix: string,
  password = 'first-pass-123',
): Promise<NewAccount> {
  const account = { displayName: `E2E ${prefix}`, email: uniqueEmail(prefix), password };
  // Each account from an address of its own: the server allows 20 registrations an hour per
  // address, and the whole suite registers more than that from this machine.
  const response = await request.post('/api/auth/register', {
    data: account,
    headers: { 'x-forwarded-for': nextTestAddress() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}
