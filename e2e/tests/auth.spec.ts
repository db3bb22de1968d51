import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import {
  dashboardPath,
  demoAccounts,
  registerAccount,
  signIn,
  submitLogin,
  uniqueEmail,
} from '../support/auth.ts';
import { waitForResetLink } from '../support/outbox.ts';
import { screenshot } from '../support/screenshot.ts';

const dashboardUrl = new RegExp(`${dashboardPath}$`);

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('jwt_access_token'));
}

test('an admin signs in with a demo account and lands on the dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('tab', { name: 'Firebase' })).toBeVisible();
  await expect(page.getByTestId('demo-accounts')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
  await screenshot(page, 'login');

  await page.getByRole('button', { name: /admin@example\.com/ }).click();
  await expect(page.locator('input[name="email"]')).toHaveValue(demoAccounts.admin.email);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(dashboardUrl);
  await expect(page.getByTestId('user-display-name')).toHaveText(demoAccounts.admin.displayName);
  expect(await storedToken(page)).toMatch(/^ey/);
  await screenshot(page, 'dashboard-admin');

  await page.goto('/auth/admin-role-example');
  await expect(page.getByTestId('current-role')).toHaveText('Your role: admin');
});

test('a guest asking for the staff page signs in as staff and comes back to it', async ({
  page,
}) => {
  await page.goto('/auth/staff-role-example');
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, demoAccounts.staff.email, demoAccounts.staff.password);

  await expect(page).toHaveURL(/\/auth\/staff-role-example$/);
  await expect(page.getByTestId('current-role')).toHaveText('Your role: staff');
  await screenshot(page, 'staff-role-example');

  await page.goto('/auth/admin-role-example');
  await expect(page).toHaveURL(dashboardUrl);
  await expect(page.getByRole('heading', { name: 'Admin role example' })).toHaveCount(0);

  await page.goto('/login');
  await expect(page).toHaveURL(dashboardUrl);
});

test('a wrong email and a wrong password are named under their field', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await submitLogin(page, uniqueEmail('nobody'), 'whatever');
  const email = page
    .locator('.MuiFormControl-root')
    .filter({ has: page.locator('input[name="email"]') });
  await expect(email.getByText('Check your username/email')).toBeVisible();

  const account = await registerAccount(request, 'wrong-password');
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const password = page
    .locator('.MuiFormControl-root')
    .filter({ has: page.locator('input[name="password"]') });
  await expect(password.getByText('Check your password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
  await screenshot(page, 'login-wrong-password');
});

test('a new user registers, lands on the dashboard and logs out', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.locator('input[name="displayName"]').fill('Selin Kaya');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('a-good-password');
  await page.locator('input[name="passwordConfirm"]').fill('a-different-one');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled();
  await page.locator('input[name="passwordConfirm"]').fill('a-good-password');
  await screenshot(page, 'register');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(dashboardUrl);
  await expect(page.getByTestId('user-display-name')).toHaveText('Selin Kaya');
  await expect(page.getByRole('heading', { name: 'Welcome back, Selin Kaya' })).toBeVisible();

  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  await page.goto('/register');
  await page.locator('input[name="displayName"]').fill('Selin Again');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('a-good-password');
  await page.locator('input[name="passwordConfirm"]').fill('a-good-password');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The email is already in use')).toBeVisible();
});

test('a password is reset from the mailed link and the new one signs in', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'reset');
  const newPassword = 'second-pass-456';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password-firebase$/);
  const send = page.getByRole('button', { name: 'SEND RESET LINK' });
  await expect(send).toBeDisabled();
  await page.locator('input[name="email"]').fill(account.email);
  await send.click();
  await expect(page.getByText('Password reset email sent successfully')).toBeVisible();
  await screenshot(page, 'forgot-password');

  const link = await waitForResetLink(account.email);
  await page.goto(link);
  await page.locator('input[name="password"]').fill(newPassword);
  await page.locator('input[name="passwordConfirm"]').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByTestId('reset-password-done')).toBeVisible();
  await screenshot(page, 'reset-password-done');

  await page.goto(link);
  await page.locator('input[name="password"]').fill(newPassword);
  await page.locator('input[name="passwordConfirm"]').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('This reset link is invalid or has expired. Ask for a new one.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Go back to login' }).click();
  await submitLogin(page, account.email, newPassword);
  await expect(page).toHaveURL(dashboardUrl);
  await expect(page.getByTestId('user-display-name')).toHaveText(account.displayName);
});

test('a stored token the server refuses ends the session at start', async ({ page }) => {
  await signIn(page, demoAccounts.staff.email, demoAccounts.staff.password);
  await page.evaluate(() => {
    const [header, , signature] = (localStorage.getItem('jwt_access_token') ?? '').split('.');
    const claims = btoa(JSON.stringify({ sub: 'someone-else', exp: 4102444800 }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    localStorage.setItem('jwt_access_token', `${header}.${claims}.${signature}`);
  });

  await page.goto('/auth/staff-role-example');

  await expect(page.getByText('Failed to login with token.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
  await screenshot(page, 'token-refused');
});

test('without a hosted sign-in set up, /callback says so and the sign-in page offers none', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/callback');
  await expect(page.getByRole('heading', { name: 'Sign-in did not succeed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This sign-in service is not set up here.');
  expect(warnings.some((text) => text.startsWith('Hosted login is not configured'))).toBe(true);

  await page.getByRole('link', { name: 'Go back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Auth0' })).toHaveCount(0);
});

test('the sign-in page reads right to left in Arabic', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'سجّل الدخول إلى حسابك' })).toBeVisible();
  await page.locator('input[name="email"]').fill('ab');
  await expect(page.getByText('الحد الأدنى لعدد الأحرف هو 4')).toBeVisible();
  await screenshot(page, 'login-arabic');
});
