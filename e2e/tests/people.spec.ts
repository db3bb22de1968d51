import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  dashboardPath,
  demoAccounts,
  openSignedIn,
  registerAccount,
  uniqueEmail,
} from '../support/auth.ts';
import { waitForInvitationLink } from '../support/outbox.ts';
import { fullScreenshot } from '../support/records.ts';
import { screenshot } from '../support/screenshot.ts';

const PEOPLE_PATH = '/apps/settings/users';
const GREEN_ACRES = 'Green Acres Poultry';
const RIVERBEND = 'Riverbend Farm';
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

async function newPage(browser: Browser, viewport = desktop): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** The language button keeps the focus after its menu closes, and with it its tooltip. */
async function closeLanguageTooltip(page: Page): Promise<void> {
  await page.getByTestId('language-menu-button').blur();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

/** Invites `email` as staff to `farms` through the People screen's dialog. */
async function invite(admin: Page, email: string, farms: readonly string[]): Promise<void> {
  await admin.getByRole('button', { name: 'Invite person' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Invite a person' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveText('Staff');
  if (farms.length > 0) {
    await dialog.getByRole('combobox', { name: 'Farms' }).click();
    for (const farm of farms) await admin.getByRole('option', { name: farm }).click();
    // The list of farms takes several; Escape closes it, leaving the dialog open.
    await admin.keyboard.press('Escape');
    await expect(admin.getByRole('listbox')).toBeHidden();
    await expect(dialog.getByRole('combobox', { name: 'Farms' })).toHaveText(farms.join(', '));
  }
  await screenshot(admin, farms.length > 0 ? 'people-invite' : 'people-invite-no-farm');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Opens the mailed invitation in `page`, chooses name and password, and lands signed in. */
async function acceptInvitation(page: Page, email: string, displayName: string): Promise<void> {
  const link = await waitForInvitationLink(email);
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Join Flockbook' });
  await expect(
    page.getByText(`You were invited as staff with ${email}. Choose your name and password.`),
  ).toBeVisible();
  await form.locator('input[name="displayName"]').fill(displayName);
  await form.locator('input[name="password"]').fill('invited-pass-123');
  await form.locator('input[name="passwordConfirm"]').fill('invited-pass-123');
  await screenshot(page, 'invitation');
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
  await expect(page.getByTestId('user-display-name')).toHaveText(displayName);
}

test('an admin invites a staff member to one farm, who sees only it until disabled', async ({
  browser,
}) => {
  const email = uniqueEmail('invited');
  const name = 'Hamza Iqbal';
  const admin = await newPage(browser);
  await openSignedIn(admin, demoAccounts.admin.email, demoAccounts.admin.password, PEOPLE_PATH);
  await expect(admin.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await invite(admin, email, [GREEN_ACRES]);

  // The person opens the mailed link in a browser of their own.
  const staff = await newPage(browser);
  await acceptInvitation(staff, email, name);

  // Their flocks are that farm's alone.
  await staff.goto('/apps/flocks');
  const flocks = staff.getByTestId('record-list-flocks');
  await expect(flocks.getByRole('row', { name: /GAP Ross Batch 21/ })).toBeVisible();
  await expect(flocks.getByRole('row', { name: /GAP / })).not.toHaveCount(0);
  await expect(flocks.getByRole('row', { name: /RBF / })).toHaveCount(0);
  await expect(flocks.getByRole('cell', { name: RIVERBEND })).toHaveCount(0);
  await fullScreenshot(staff, 'people-invited-flocks');

  // So is their farm dashboard.
  await staff.goto('/apps/dashboards/farm');
  const active = staff.getByTestId('dashboard-active-flocks');
  await expect(active.getByRole('link', { name: /^GAP / }).first()).toBeVisible();
  await expect(active.getByRole('link', { name: /^RBF / })).toHaveCount(0);
  await expect(staff.getByText(`Stock · ${GREEN_ACRES}`)).toBeVisible();
  await expect(staff.getByText(`Stock · ${RIVERBEND}`)).toHaveCount(0);
  await expect(staff.getByTestId('figure-dashboard-revenue')).toHaveCount(0);
  await expect(
    staff.getByText('Your farms at a glance: flocks, deaths, stock and alerts'),
  ).toBeVisible();
  await fullScreenshot(staff, 'people-invited-dashboard');

  // The admin sees them with their farm, and disables them.
  await admin.reload();
  const row = admin.getByTestId('person').filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(row).toContainText('Staff · Password');
  await expect(row).toContainText(GREEN_ACRES);
  await expect(row).toContainText('Active');
  await fullScreenshot(admin, 'people');
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await admin.getByRole('menuitem', { name: 'Disable' }).click();
  const confirm = admin.getByRole('dialog', { name: `Disable ${name}?` });
  await expect(confirm).toContainText('They are signed out at once');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Disabled');

  // The staff member's open page: the next screen's request ends the session.
  await active.getByRole('link', { name: /^GAP / }).first().click();
  await expect(staff).toHaveURL(/\/login$/);
  await expect(staff.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await staff.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();
  await screenshot(staff, 'people-disabled-signed-out');

  // Nor can they sign in again.
  await staff.locator('input[name="email"]').fill(email);
  await staff.locator('input[name="password"]').fill('invited-pass-123');
  await staff.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(staff.getByText('This account is disabled')).toBeVisible();
  await expect(staff).toHaveURL(/\/login$/);
});

test('a staff member invited without a farm is told why the farm screens are empty', async ({
  browser,
}) => {
  const email = uniqueEmail('no-farm');
  const admin = await newPage(browser);
  await openSignedIn(admin, demoAccounts.admin.email, demoAccounts.admin.password, PEOPLE_PATH);
  await invite(admin, email, []);

  const staff = await newPage(browser, phone);
  await acceptInvitation(staff, email, 'Sana Malik');
  for (const path of ['/apps/flocks', '/apps/death-details', '/apps/dashboards/farm']) {
    await staff.goto(path);
    const notice = staff.getByTestId('no-farm');
    await expect(notice.getByRole('heading', { name: 'No farm yet' })).toBeVisible();
    await expect(notice).toContainText('An administrator gives you access to farms.');
    await expect(staff.getByTestId('record-new')).toHaveCount(0);
  }
  await expect(staff.getByTestId('figure-dashboard-alive')).toHaveCount(0);
  await screenshot(staff, 'no-farm-phone');

  await staff.getByTestId('language-menu-button').click();
  await staff.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(staff.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(staff.getByRole('heading', { name: 'لا توجد مزرعة بعد' })).toBeVisible();
  await closeLanguageTooltip(staff);
  // Nothing runs past the phone's edge.
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );
  await screenshot(staff, 'no-farm-phone-rtl');

  // Once an admin gives a farm, asking again shows it.
  await admin.reload();
  const row = admin.getByTestId('person').filter({ hasText: email });
  await row.getByRole('button', { name: 'Actions for Sana Malik' }).click();
  await admin.getByRole('menuitem', { name: 'Change farms' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Farms of Sana Malik' });
  await dialog.getByRole('combobox', { name: 'Farms' }).click();
  await admin.getByRole('option', { name: RIVERBEND }).click();
  await admin.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(RIVERBEND);

  // The dashboard read without a farm is read again, with that farm's flocks and stock.
  await staff.getByRole('button', { name: 'تحقّق مرة أخرى' }).click();
  await expect(staff.getByTestId('no-farm')).toHaveCount(0);
  await expect(staff.getByTestId('dashboard-active-flocks')).toContainText('RBF');
  await expect(staff.getByTestId('dashboard-active-flocks')).not.toContainText('GAP');
  await fullScreenshot(staff, 'no-farm-given-phone-rtl');
});

test('the People screen on a phone and in Arabic', async ({ browser, request }) => {
  // An admin of its own (registration makes admins here), so no demo user keeps Arabic.
  const account = await registerAccount(request, 'people-arabic');
  const page = await newPage(browser, phone);
  await openSignedIn(page, account.email, account.password, PEOPLE_PATH);
  const admin = page.getByTestId('person').filter({ hasText: demoAccounts.admin.email });
  await expect(admin).toContainText('Every farm');
  await expect(page.getByTestId('people-cards')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );
  await fullScreenshot(page, 'people-phone');

  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الأشخاص' })).toBeVisible();
  await closeLanguageTooltip(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );
  await fullScreenshot(page, 'people-phone-rtl');
  await page.getByRole('button', { name: 'دعوة شخص' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await screenshot(page, 'people-invite-phone-rtl');
  await page.keyboard.press('Escape');

  await page.setViewportSize(desktop);
  await expect(page.getByRole('table', { name: 'الأشخاص' })).toBeVisible();
  await fullScreenshot(page, 'people-rtl');
});
