import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { dashboardPath, demoAccounts, uniqueEmail } from '../support/auth.ts';
import { startHostedApp } from '../support/hosted/hosted-app.ts';
import type { HostedApp } from '../support/hosted/hosted-app.ts';
import type { IssuerAccount } from '../support/hosted/oidc-issuer.ts';
import { screenshot } from '../support/screenshot.ts';

// Hosted sign-in through local services only: an OpenID Connect issuer, the Firebase Auth
// emulator and a Realtime Database stand-in, with a server of this file's own configured for them.

let app: HostedApp;
const outside: string[] = [];

test.use({ viewport: { width: 1440, height: 900 } });
// Each test signs in more than once, through two origins, on a machine that may be busy.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  // The first run fetches firebase-tools into its cache folder (it says so); later runs reuse it.
  test.setTimeout(20 * 60_000);
  app = await startHostedApp();
});

test.afterAll(async () => {
  await app?.stop();
});

// Nothing leaves this machine: every request but those to 127.0.0.1 is refused and named.
test.beforeEach(async ({ context }) => {
  outside.length = 0;
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      outside.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
});

test.afterEach(() => {
  expect(outside, 'requests that left 127.0.0.1').toEqual([]);
});

const dashboardUrl = new RegExp(`${dashboardPath}$`);

/**
 * Keeps every heading and status text the page shows, in order, however briefly: the signing-in
 * steps can pass faster than a check looks.
 */
async function recordStatusTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenStatusTexts: seen });
    new MutationObserver(() => {
      for (const element of document.querySelectorAll(
        'h1, h2, h3, [role="status"], [role="alert"]',
      )) {
        const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        if (text !== '' && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

async function expectShownInOrder(page: Page, texts: string[]): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          ((window as unknown as { seenStatusTexts?: string[] }).seenStatusTexts ?? []).filter(
            (text) => wanted.includes(text),
          ),
        texts,
      ),
    )
    .toEqual(texts);
}
const dark = 'rgb(18, 18, 18)';

function newIssuerAccount(prefix: string): IssuerAccount {
  return app.providers.issuer.addAccount({
    email: uniqueEmail(prefix),
    password: 'issuer-pass-123',
    name: 'Hana Keeper',
  });
}

/** From the app's sign-in page to the issuer's own form. */
async function openIssuerForm(page: Page): Promise<void> {
  await page.goto(`${app.url}/login`);
  await page.getByRole('button', { name: /Auth0/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${app.providers.issuer.issuer}/interaction/`));
}

async function submitIssuerForm(page: Page, email: string, password: string): Promise<void> {
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('button[type="submit"]').click();
}

async function signInAtIssuer(page: Page, account: IssuerAccount): Promise<void> {
  await openIssuerForm(page);
  await submitIssuerForm(page, account.email, account.password);
  await expect(page).toHaveURL(dashboardUrl);
  await expect(page.getByTestId('user-display-name')).toHaveText(account.name);
}

async function chooseDarkTheme(page: Page, savedTo: string): Promise<void> {
  await page.getByTestId('settings-button').click();
  const panel = page.getByTestId('settings-panel');
  await panel.getByTestId('theme-choice-main').click();
  await page.getByTestId('theme-option-defaultDark').click();
  await expect(page.getByTestId('global-snackbar')).toHaveText(savedTo);
  await expect(page.getByTestId('shell-layout')).toHaveCSS('background-color', dark);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panel).toBeHidden();
}

/** Signs out from the user menu; an issuer's user goes through the issuer's sign-out first. */
async function signOut(page: Page, atIssuer = false): Promise<void> {
  const issuerSignOut = atIssuer
    ? page.waitForRequest(`${app.providers.issuer.issuer}/session/end/confirm`)
    : undefined;
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await issuerSignOut;
  await expect(page).toHaveURL(new RegExp(`^${app.url}/login$`));
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();
}

/** A demo flock's name, read from the server as the demo admin. */
async function aDemoFlockName(page: Page): Promise<string> {
  const { email, password } = demoAccounts.admin;
  const signedIn = await page.request.post(`${app.url}/api/auth`, { data: { email, password } });
  const { access_token: token } = (await signedIn.json()) as { access_token: string };
  const flocks = await page.request.get(`${app.url}/api/flocks?pageSize=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const first = ((await flocks.json()) as { data: { name: string }[] }).data[0];
  if (!first) throw new Error('The demo data has no flock.');
  return first.name;
}

test.describe('OpenID Connect issuer', () => {
  test('signs in at the issuer, reaches the farm, keeps settings at the issuer and signs out there', async ({
    page,
  }) => {
    const account = newIssuerAccount('oidc');
    await openIssuerForm(page);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await screenshot(page, 'hosted-issuer-login');

    await submitIssuerForm(page, account.email, 'not-the-password');
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
      'Wrong email or password.',
    );
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await screenshot(page, 'hosted-issuer-wrong-password');

    await recordStatusTexts(page);
    await submitIssuerForm(page, account.email, account.password);
    await expect(page).toHaveURL(new RegExp(`^${app.url}/callback$`));
    await expect(page.getByRole('heading', { name: 'Logged in with Auth0' })).toBeVisible();
    await screenshot(page, 'hosted-callback');
    await expectShownInOrder(page, ['Logging in with Auth0', 'Logged in with Auth0']);
    await expect(page).toHaveURL(dashboardUrl);
    await expect(page.getByTestId('user-display-name')).toHaveText(account.name);
    await screenshot(page, 'hosted-signed-in');

    const flockName = await aDemoFlockName(page);
    await page.goto(`${app.url}/apps/flocks`);
    await expect(page.getByTestId('record-list-flocks').getByText(flockName)).toBeVisible();

    await chooseDarkTheme(page, 'User data saved to auth0');
    expect(JSON.stringify(app.providers.issuer.account(account.sub)?.userMetadata)).toContain(
      'defaultDark',
    );
    await page.reload();
    await expect(page.getByTestId('shell-layout')).toHaveCSS('background-color', dark);
    await expect(page.getByTestId('user-display-name')).toHaveText(account.name);

    await signOut(page, true);
    // The issuer's session ended with the app's: it asks for the password again.
    await openIssuerForm(page);
    await expect(page.getByLabel('Password')).toBeVisible();

    // The saved theme comes back from the issuer with the next sign-in.
    await submitIssuerForm(page, account.email, account.password);
    await expect(page).toHaveURL(dashboardUrl);
    await expect(page.getByTestId('shell-layout')).toHaveCSS('background-color', dark);
  });

  test('an expired hosted session ends at start', async ({ page }) => {
    const account = newIssuerAccount('expired');
    await signInAtIssuer(page, account);

    await page.evaluate(() => {
      const key = 'flockbook.hostedSession';
      const session = JSON.parse(localStorage.getItem(key) ?? 'null') as { expiresAt: number };
      localStorage.setItem(key, JSON.stringify({ ...session, expiresAt: Date.now() - 1000 }));
    });
    await page.reload();

    await expect(page).toHaveURL(new RegExp(`^${app.url}/login$`));
    await expect(page.getByTestId('global-snackbar')).toHaveText('access_token expired');
    await expect(page.getByTestId('user-display-name')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();
  });

  test.describe('with an Arabic browser', () => {
    test.use({ locale: 'ar' });

    test('reads right to left, at the issuer too', async ({ page }) => {
      const account = newIssuerAccount('arabic');
      await page.goto(`${app.url}/login`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

      await page.getByRole('button', { name: 'تسجيل الدخول عبر Auth0' }).click();
      await expect(page).toHaveURL(new RegExp(`^${app.providers.issuer.issuer}/interaction/`));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
      await screenshot(page, 'hosted-issuer-login-arabic');

      await submitIssuerForm(page, account.email, account.password);
      await expect(page.getByRole('heading', { name: 'تم تسجيل الدخول عبر Auth0' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await screenshot(page, 'hosted-callback-arabic');
      await expect(page).toHaveURL(dashboardUrl);
      await expect(page.getByTestId('user-display-name')).toHaveText(account.name);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await screenshot(page, 'hosted-signed-in-arabic');
    });
  });
});

test.describe('Firebase Auth emulator', () => {
  test('registers, signs out, fails a wrong password at its field, signs in again and keeps settings', async ({
    page,
  }) => {
    const { emulator, database } = app.providers;
    const email = uniqueEmail('firebase');
    const password = 'firebase-pass-123';

    await page.goto(`${app.url}/register`);
    await page.locator('input[name="displayName"]').fill('Selin Kaya');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="passwordConfirm"]').fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(dashboardUrl);
    await expect(page.getByTestId('user-display-name')).toHaveText('Selin Kaya');

    const uid = await emulator.uidOf(email);
    expect(uid, 'the emulator holds the new account').toBeDefined();
    expect(JSON.stringify(database.record(uid ?? ''))).toContain('Selin Kaya');

    await signOut(page);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const passwordField = page
      .locator('.MuiFormControl-root')
      .filter({ has: page.locator('input[name="password"]') });
    await expect(passwordField.getByText('Check your password')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${app.url}/login$`));
    await screenshot(page, 'hosted-firebase-wrong-password');

    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(dashboardUrl);
    await expect(page.getByTestId('user-display-name')).toHaveText('Selin Kaya');

    await recordStatusTexts(page);
    await page.reload();
    await expect(page.getByTestId('global-snackbar')).toHaveText('Logged in with Firebase');
    await expectShownInOrder(page, ['Logging in with Firebase', 'Logged in with Firebase']);
    await expect(page.getByTestId('user-display-name')).toHaveText('Selin Kaya');

    await chooseDarkTheme(page, 'User data saved to firebase');
    expect(JSON.stringify(database.record(uid ?? ''))).toContain('defaultDark');
    await page.reload();
    await expect(page.getByTestId('global-snackbar')).toHaveText('Logged in with Firebase');
    await expect(page.getByTestId('shell-layout')).toHaveCSS('background-color', dark);
    await screenshot(page, 'hosted-firebase-signed-in');

    await signOut(page);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`^${app.url}/login$`));
    await expect(page.getByTestId('user-display-name')).toHaveCount(0);
    await expect(page.getByText('Logged in with Firebase')).toHaveCount(0);
  });
});
