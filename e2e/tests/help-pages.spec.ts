import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { openSignedIn, registerAccount } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

const PRICING_STYLES = ['style-1', 'style-2', 'style-3'] as const;

async function toArabic(page: Page) {
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** Dollar amounts as English writes them ('$19'); Arabic writes them its own way ('19 US$'). */
const dollars = (values: number[], arabic: boolean) =>
  values.map((value) => (arabic ? new RegExp(`(^|\\D)${value}(\\D|$)`) : `$${value}`));

async function checkPricing(page: Page, style: string, switchName: string, arabic = false) {
  await page.goto(`/pages/pricing/${style}`);
  await expect(page.getByTestId('plan')).toHaveCount(3);
  const amounts = page.getByTestId('plan-price-amount');
  await expect(amounts).toHaveText(dollars([19, 49, 99], arabic));
  await page.getByRole('switch', { name: switchName }).click();
  await expect(amounts).toHaveText(dollars([16, 40, 79], arabic));
  await expect(page.getByTestId('plan-billing').first()).toContainText('192');
}

test.describe.configure({ timeout: 180_000 });

test('Help pages: FAQ search, a knowledge-base article and the three pricing styles', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'help-pages');
  await openSignedIn(page, account.email, account.password, '/pages/faq');
  await expect(page.getByTestId('faq-item')).toHaveCount(20);
  await page.getByLabel('Search questions and answers').fill('weighing');
  await expect(page.getByTestId('faq-count')).toHaveText('1 of 20 questions');
  const question = page.getByRole('button', { name: 'How do I record a weighing?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/compares your flock with the breed curve/)).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshot(page, 'help-faq');
  await page.getByLabel('Search questions and answers').fill('turkey quotas');
  await expect(page.getByText('No questions match “turkey quotas”.')).toBeVisible();

  await page.goto('/pages/knowledge-base');
  await expect(page.getByTestId('kb-category')).toHaveCount(4);
  await expect(page.getByTestId('kb-see-all')).toHaveText([
    'See all 17 articles',
    'See all 12 articles',
    'See all 19 articles',
    'See all 24 articles',
  ]);
  await page.mouse.move(0, 0);
  await screenshot(page, 'help-knowledge-base');
  await page.getByRole('button', { name: 'Roles: admin and staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Roles: admin and staff' });
  await expect(dialog.getByTestId('kb-article-content').locator('li')).toHaveCount(2);
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await screenshot(page, 'help-knowledge-base-article');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // "See all" lists every article of the category, not only the five featured ones.
  await page.getByRole('link', { name: 'See all 19 articles' }).click();
  await expect(page).toHaveURL(/\/pages\/knowledge-base\/buying$/);
  await expect(page.getByTestId('kb-article-link')).toHaveCount(19);
  await expect(page.getByTestId('kb-article-count')).toHaveText('19 articles');
  await page.getByRole('button', { name: 'Paying salaries' }).click();
  await expect(page.getByRole('dialog', { name: 'Paying salaries' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.move(0, 0);
  await screenshot(page, 'help-knowledge-base-category');

  for (const style of PRICING_STYLES) {
    await checkPricing(page, style, 'Pay yearly');
    await page.mouse.move(0, 0);
    await screenshot(page, `help-pricing-${style}`);
  }
});

test('Help pages read right to left in Arabic', async ({ page, request }) => {
  const account = await registerAccount(request, 'help-pages-arabic');
  await openSignedIn(page, account.email, account.password, '/pages/faq');
  await expect(page.getByTestId('faq-item').first()).toBeVisible();
  await toArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
  await page.getByLabel('ابحث في الأسئلة والإجابات').fill('EPEF');
  await expect(page.getByTestId('faq-count')).toHaveText('1 من 20 سؤالًا');
  await page.getByTestId('faq-item').first().getByRole('button').click();
  await page.mouse.move(0, 0);
  await screenshot(page, 'help-faq-rtl');

  await page.goto('/pages/knowledge-base');
  await expect(page.getByRole('heading', { level: 1, name: 'قاعدة المعرفة' })).toBeVisible();
  await expect(page.getByTestId('kb-see-all').first()).toHaveText('عرض المقالات الـ17 كلها');
  await page.mouse.move(0, 0);
  await screenshot(page, 'help-knowledge-base-rtl');
  await page.getByRole('button', { name: 'Creating your farm account' }).click();
  await expect(page.getByTestId('kb-article-dialog').getByRole('dialog')).toBeVisible();
  // The article gives the password rule the registration form applies.
  await expect(page.getByTestId('kb-article-content')).toContainText(
    'a password of at least eight characters',
  );
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await screenshot(page, 'help-knowledge-base-article-rtl');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('kb-article-dialog')).toBeHidden();

  for (const style of PRICING_STYLES) {
    await checkPricing(page, style, 'الدفع سنويًا', true);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.mouse.move(0, 0);
    await screenshot(page, `help-pricing-${style}-rtl`);
  }
});

test('A guest can read the FAQ, the knowledge base and the pricing pages', async ({ page }) => {
  await page.goto('/pages/faq');
  await expect(page).toHaveURL(/\/pages\/faq$/);
  await expect(page.getByTestId('faq-item')).toHaveCount(20);
  await page.getByRole('button', { name: 'How is the feed conversion ratio calculated?' }).click();
  await expect(page.getByText(/total live weight it produced/)).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshot(page, 'help-faq-guest');

  await page.goto('/pages/knowledge-base');
  await expect(page.getByTestId('kb-category')).toHaveCount(4);
  await page.goto('/pages/pricing/style-1');
  await expect(page.getByTestId('plan')).toHaveCount(3);
  // A guest is offered a trial through registration.
  await expect(page.getByRole('link', { name: 'Start 30-day trial' }).first()).toHaveAttribute(
    'href',
    '/register?plan=starter',
  );
  await screenshot(page, 'help-pricing-guest');
});
