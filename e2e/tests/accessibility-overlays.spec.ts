import { expect, test } from '../support/fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { demoAccounts, openSignedIn } from '../support/auth.ts';
import { openInApp, pageDrawn } from '../support/in-app.ts';
import { activeBroiler, apiToken } from '../support/records.ts';

/*
 * Axe (WCAG 2.0/2.1 A and AA) with the shell's panels and the main dialogs open, in English and
 * in Arabic: whatever covers a page must pass as the page does. Each is opened as a person opens
 * it and closed with Escape, after which the page is whole again.
 */

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'parallel' });

type Overlay = {
  what: string;
  /** The page it is opened on (`FLOCK` stands for an active flock's page). */
  path: string;
  open: (page: Page) => Promise<Locator>;
};

const FLOCK = 'an active flock';

const byTestId =
  (...steps: string[]) =>
  async (page: Page): Promise<Locator> => {
    const opener = steps.slice(0, -1);
    for (const id of opener) await page.getByTestId(id).filter({ visible: true }).first().click();
    return page.getByTestId(steps.at(-1) ?? '');
  };

const OVERLAYS: readonly Overlay[] = [
  { what: 'the chat panel', path: '/apps/flocks', open: byTestId('chat-toggle', 'chat-panel') },
  {
    what: 'the quick panel',
    path: '/apps/flocks',
    open: byTestId('quick-panel-toggle', 'quick-panel'),
  },
  {
    what: 'the settings panel',
    path: '/apps/flocks',
    open: async (page) => {
      await page.getByTestId('settings-button').click();
      return page.getByRole('dialog').filter({ has: page.getByTestId('theme-choice-main') });
    },
  },
  {
    what: "a flock's quick-add of deaths",
    path: FLOCK,
    open: async (page) => {
      await page.getByTestId('flock-tab-deaths').click();
      await page.getByTestId('quick-add-deaths-open').click();
      const dialog = page.getByTestId('quick-add-deaths');
      await expect(dialog.locator('input[name="count"]')).toBeVisible();
      return dialog;
    },
  },
  {
    what: 'the farm report',
    path: '/apps/dashboards/farm',
    open: byTestId('farm-report-open', 'report-farm'),
  },
  {
    what: 'the invitation',
    path: '/apps/settings/users',
    open: byTestId('people-invite', 'invite-dialog'),
  },
  {
    what: 'a new mail',
    path: '/apps/mail',
    open: async (page) => {
      const dialog = await byTestId('mail-compose', 'mail-compose-dialog')(page);
      await expect(dialog.getByTestId('compose-message')).toBeVisible();
      return dialog;
    },
  },
  { what: 'a new event', path: '/apps/calendar', open: byTestId('calendar-add', 'event-dialog') },
  { what: 'a new task', path: '/apps/todo', open: byTestId('todo-add', 'todo-dialog') },
];

for (const language of ['en', 'ar'] as const) {
  test(`panels and dialogs open pass axe (${language})`, async ({ page, request }) => {
    test.setTimeout(4 * 60_000);
    const flock = await activeBroiler(request, await apiToken(request, 'admin'));
    const flockPath = `/apps/flocks/${flock.id}/${flock.handle}`;
    await page.addInitScript((code) => localStorage.setItem('flockbook.language', code), language);
    await openSignedIn(page, demoAccounts.admin.email, demoAccounts.admin.password, '/apps/flocks');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const found: string[] = [];
    for (const overlay of OVERLAYS) {
      const path = overlay.path === FLOCK ? flockPath : overlay.path;
      if (new URL(page.url()).pathname !== path) await openInApp(page, path, 10_000);
      expect(await pageDrawn(page), `${path} draws`).toBe(true);
      // A flock's page is no entry of the navigation walk: it is checked here, closed too.
      if (overlay.path === FLOCK) {
        found.push(...(await axeViolations(page)).map((line) => `a flock's page: ${line}`));
      }
      const opened = await overlay.open(page);
      await expect(opened, overlay.what).toBeVisible();
      found.push(...(await axeViolations(page)).map((line) => `${overlay.what}: ${line}`));
      await page.keyboard.press('Escape');
      await expect(opened, `${overlay.what} closes with Escape`).toBeHidden();
    }

    // On a phone the navigation is a drawer over the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('navbar-toggle').filter({ visible: true }).first().click();
    const drawer = page.getByTestId('navbar-mobile');
    await expect(drawer.locator('[data-navigation-id]').first()).toBeVisible();
    found.push(...(await axeViolations(page)).map((line) => `the phone navigation: ${line}`));

    expect(found, 'axe with panels and dialogs open').toEqual([]);
  });
}
