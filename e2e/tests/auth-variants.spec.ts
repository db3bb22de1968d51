import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import {
  dashboardPath,
  openSignedIn,
  registerAccount,
  signIn,
  uniqueEmail,
} from '../support/auth.ts';
import { waitForResetLink } from '../support/outbox.ts';
import { screenshot } from '../support/screenshot.ts';

const dashboardUrl = new RegExp(`${dashboardPath}$`);

/** Fills the form's fields, waiting until the submit button is enabled. */
async function fillForm(page: Page, values: Record<string, string>, submit: string) {
  const button = page.getByRole('button', { name: submit, exact: true });
  await expect(async () => {
    for (const [name, value] of Object.entries(values)) {
      await page.locator(`input[name="${name}"]`).fill(value);
    }
    await expect(button).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await button.click();
}

async function toArabic(page: Page) {
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('login-2 says a wrong password at its field, then signs in', async ({ page, request }) => {
  const account = await registerAccount(request, 'login-two');
  await page.goto('/pages/auth/login-2');
  await expect(page.getByTestId('auth-split-aside')).toBeVisible();
  await screenshot(page, 'auth-variant-login-2');

  await fillForm(page, { email: account.email, password: 'wrong-pass' }, 'Login');
  const password = page.locator('input[name="password"]');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Check your password')).toBeVisible();

  await fillForm(page, { email: account.email, password: account.password }, 'Login');
  await expect(page).toHaveURL(dashboardUrl);
  await expect(page.getByTestId('user-menu-name')).toHaveText(account.displayName);
});

test('the register variant creates an account and lands on the dashboard', async ({ page }) => {
  const email = uniqueEmail('register-variant');
  await page.goto('/pages/auth/register');
  await screenshot(page, 'auth-variant-register');
  await page.locator('input[name="displayName"]').fill('Variant Farmer');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('variant-pass-1');
  await page.locator('input[name="passwordConfirm"]').fill('variant-pass-2');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await fillForm(page, { passwordConfirm: 'variant-pass-1' }, 'Register');
  await expect(page).toHaveURL(dashboardUrl);
  await expect(page.getByTestId('user-menu-name')).toHaveText('Variant Farmer');
});

test('forgot-password-2 asks for a link, mail-confirm names the address, reset-password-2 sets it', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'forgot-two');
  await page.goto('/pages/auth/forgot-password-2');
  await fillForm(page, { email: account.email }, 'SEND RESET LINK');
  await expect(page.getByText('Password reset email sent successfully')).toBeVisible();
  await screenshot(page, 'auth-variant-forgot-password-2');

  await page.getByRole('link', { name: 'See where the mail went' }).click();
  await expect(page.getByTestId('mail-confirm-text')).toContainText(account.email);
  await screenshot(page, 'auth-variant-mail-confirm');

  const link = await waitForResetLink(account.email);
  const token = new URL(link, 'http://localhost').searchParams.get('token') ?? '';
  await page.goto(`/pages/auth/reset-password-2?token=${token}`);
  await fillForm(
    page,
    { password: 'brand-new-pass', passwordConfirm: 'brand-new-pass' },
    'Reset password',
  );
  await expect(page.getByTestId('reset-password-done')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/pages\/auth\/login-2$/);
  await fillForm(page, { email: account.email, password: 'brand-new-pass' }, 'Login');
  await expect(page).toHaveURL(dashboardUrl);
});

test('the reset variants opened from the navigation show their form and explain real resets', async ({
  page,
}) => {
  await page.goto('/pages/auth/reset-password-2');
  await expect(page.getByTestId('auth-split-aside')).toBeVisible();
  await expect(page.getByTestId('reset-link-error')).toHaveCount(0);
  await fillForm(
    page,
    { password: 'brand-new-pass', passwordConfirm: 'brand-new-pass' },
    'Reset password',
  );
  await expect(page.getByTestId('reset-demo-explained')).toContainText(
    'A real reset starts from the link in the mail',
  );

  await page.goto('/pages/auth/reset-password');
  await screenshot(page, 'auth-variant-reset-password');
  await page.locator('input[name="password"]').fill('short');
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await fillForm(
    page,
    { password: 'brand-new-pass', passwordConfirm: 'brand-new-pass' },
    'Reset password',
  );
  await expect(page.getByTestId('reset-demo-explained')).toBeVisible();
  await screenshot(page, 'auth-variant-reset-password-explained');
  await page.getByRole('link', { name: 'Ask for a reset link' }).click();
  await expect(page).toHaveURL(/\/pages\/auth\/forgot-password$/);
  await screenshot(page, 'auth-variant-forgot-password');

  // The real page keeps its rule: without a link's token it is a broken link.
  await page.goto('/reset-password-firebase');
  await expect(page.getByTestId('reset-link-error')).toBeVisible();
  await expect(page.locator('input[name="password"]')).toHaveCount(0);
});

test('the lock screen asks the password again and goes back', async ({ page, request }) => {
  await page.goto('/pages/auth/lock');
  await expect(page.getByRole('heading', { name: 'No session to unlock' })).toBeVisible();

  const account = await registerAccount(request, 'lock');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(dashboardUrl);
  await page.goto('/pages/auth/lock');
  await expect(page.getByTestId('lock-user')).toContainText(account.displayName);
  await screenshot(page, 'auth-variant-lock');

  await fillForm(page, { password: 'not-my-pass' }, 'Unlock');
  await expect(page.getByText('Check your password')).toBeVisible();
  await fillForm(page, { password: account.password }, 'Unlock');
  await expect(page).toHaveURL(dashboardUrl);
});

test('a signed-in user is told a login variant switches accounts', async ({ page, request }) => {
  const account = await registerAccount(request, 'notice');
  await openSignedIn(page, account.email, account.password, '/pages/auth/login');
  await expect(page.getByTestId('signed-in-notice')).toContainText(account.displayName);
  await expect(
    page.getByTestId('signed-in-notice').getByRole('link', { name: 'Sign out' }),
  ).toBeVisible();
});

test('the variants read right to left in Arabic', async ({ page }) => {
  await page.goto('/pages/auth/login-2');
  await toArabic(page);
  await expect(page.getByRole('heading', { name: 'سجّل الدخول إلى حسابك' })).toBeVisible();
  await page.locator('input[name="email"]').fill('ab');
  await expect(page.getByText('الحد الأدنى لعدد الأحرف هو 4')).toBeVisible();
  await screenshot(page, 'auth-variant-login-2-rtl');

  for (const name of ['register-2', 'forgot-password-2', 'lock', 'mail-confirm']) {
    await page.goto(`/pages/auth/${name}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, `auth-variant-${name}-rtl`);
  }
});

test('coming soon counts down and thanks for a valid email; maintenance and 500 offer a way on', async ({
  page,
}) => {
  await page.goto('/pages/coming-soon');
  await expect(page.getByTestId('toolbar-bar')).toHaveCount(0);
  const seconds = page.getByTestId('countdown-seconds');
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first ?? '', { timeout: 3_000 });
  await expect(page.getByTestId('countdown-days')).toHaveText(/^(29|30)$/);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await page.getByLabel('Email').fill('hen@example.com');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByTestId('coming-soon-thanks')).toContainText('hen@example.com');
  await screenshot(page, 'status-coming-soon');

  await page.goto('/pages/maintenance');
  await expect(
    page.getByRole('heading', { name: 'Closed for scheduled maintenance' }),
  ).toBeVisible();
  await screenshot(page, 'status-maintenance');

  await page.goto('/pages/errors/error-500');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await screenshot(page, 'status-error-500');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/pages/coming-soon');
  await toArabic(page);
  await expect(page.getByRole('heading', { name: 'قريباً!' })).toBeVisible();
  await screenshot(page, 'status-coming-soon-rtl');
  for (const name of ['maintenance', 'errors/error-500']) {
    await page.goto(`/pages/${name}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, `status-${name.replace('/', '-')}-rtl`);
  }
});
