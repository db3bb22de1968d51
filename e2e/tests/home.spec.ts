import { expect, test } from '@playwright/test';
import { expectedDriver } from '../support/environment.ts';
import { screenshot } from '../support/screenshot.ts';

test('home page shows the live database driver and the mocked FAQ', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByTestId('health-driver')).toHaveText(expectedDriver());
  await expect(page.getByTestId('faq-first-question')).toHaveText(/\S/);

  await screenshot(page, 'home');
});
