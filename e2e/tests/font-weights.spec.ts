import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { registerAccount, signIn } from '../support/auth.ts';

/** The font weights the specification allows (section 9). */
const SPECIFIED = ['300', '400', '600'];

/**
 * The computed weight of every visible element that draws text of its own (SVG text too), with
 * a few examples of each: `{ '600': ['h2 Visitors by month', ...] }`.
 */
async function drawnWeights(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const weights: Record<string, string[]> = {};
    for (const element of document.querySelectorAll('body *')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      const box = element.getBoundingClientRect();
      if (!ownText || box.width === 0 || box.height === 0) continue;
      const weight = getComputedStyle(element).fontWeight;
      const examples = (weights[weight] ??= []);
      if (examples.length < 3) {
        examples.push(
          `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 30)}`,
        );
      }
    }
    return weights;
  });
}

/** Only the specified weights are drawn on the page (the examples name any other). */
async function expectSpecifiedWeights(page: Page, what: string): Promise<void> {
  const weights = await drawnWeights(page);
  const others = Object.fromEntries(
    Object.entries(weights).filter(([weight]) => !SPECIFIED.includes(weight)),
  );
  expect(others, `${what}: weights other than ${SPECIFIED.join(', ')}`).toEqual({});
  expect(Object.keys(weights).length, `${what}: no text found`).toBeGreaterThan(0);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('pages draw text only in the weights 300, 400 and 600, in English and Arabic', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await expectSpecifiedWeights(page, 'sign-in');

  const account = await registerAccount(request, 'weights');
  await signIn(page, account.email, account.password);
  const pages: [string, string][] = [
    ['/apps/dashboards/analytics', 'widget9'],
    ['/apps/dashboards/farm', 'help-card'],
    ['/apps/calendar', 'calendar-event'],
    ['/apps/chat', 'chat-list-chats'],
    ['/apps/contacts/all', 'shell-content'],
    ['/apps/e-commerce/orders', 'shell-content'],
    ['/pages/pricing/style-1', 'plan'],
    ['/documentation/getting-started', 'shell-content'],
    ['/ui/typography', 'shell-content'],
  ];
  for (const [path, testId] of pages) {
    await page.goto(path);
    await expect(page.getByTestId(testId).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectSpecifiedWeights(page, path);
  }

  // A mail whose message is HTML with bold words, and the calendar's bold event titles, in Arabic.
  await page.goto('/apps/mail/inbox');
  await page.getByTestId('mail-list-item').filter({ hasText: 'House 3 weighing' }).click();
  await expect(page.getByTestId('mail-view-message').locator('strong').first()).toBeVisible();
  await expectSpecifiedWeights(page, 'mail');
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectSpecifiedWeights(page, 'mail (ar)');
  await page.goto('/apps/calendar');
  await expect(page.getByTestId('calendar-event').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectSpecifiedWeights(page, 'calendar (ar)');
});
