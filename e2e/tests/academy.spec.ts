import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { openSignedIn, registerAccount } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

async function openAcademy(
  page: Page,
  request: Parameters<typeof registerAccount>[0],
  name: string,
) {
  const account = await registerAccount(request, name);
  await openSignedIn(page, account.email, account.password, '/apps/academy');
  await expect(page).toHaveURL(/\/apps\/academy\/courses$/);
}

/** Waits for running transitions (progress bars, drawers) to end, so screenshots are still. */
async function settled(page: Page) {
  await page.mouse.move(0, 0);
  // Only transitions: some of the shell's animations run forever. A transition cut short by
  // another one rejects, so look again until none is running.
  await page.evaluate(async () => {
    const running = () =>
      document.getAnimations().filter((motion) => motion instanceof CSSTransition);
    for (let round = 0; round < 5 && running().length > 0; round += 1) {
      await Promise.allSettled(running().map((motion) => motion.finished));
    }
  });
}

const card = (page: Page, title: string) =>
  page.getByTestId('course-card').filter({ has: page.getByRole('heading', { name: title }) });

test('Academy: filter by category, open a course, leave it on step 3 and find it there again', async ({
  page,
  request,
}) => {
  await openAcademy(page, request, 'academy');
  await expect(page.getByTestId('course-card')).toHaveCount(12);
  await settled(page);
  await screenshot(page, 'academy-courses');

  await page.getByTestId('academy-category').click();
  await page.getByRole('option', { name: 'Cloud' }).click();
  await expect(page.getByTestId('course-card')).toHaveCount(3);
  const backups = card(page, 'Serverless feed-stock reports');
  await expect(backups).toContainText('0 / 11 steps');
  await backups.getByRole('link', { name: /^Start/ }).click();
  await expect(page).toHaveURL(
    /\/apps\/academy\/courses\/97f2c0b3\/serverless-feed-stock-reports$/,
  );
  await expect(page.getByTestId('course-step-position')).toHaveText('Step 1 of 11');

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('tab', { name: /Write the function/ }).click();
  await expect(page.getByTestId('course-step-position')).toHaveText('Step 3 of 11');
  await expect(page.getByTestId('course-step-title')).toHaveText('Write the function');
  await expect(page.getByTestId('course-progress')).toContainText('2 / 11 steps');
  await settled(page);
  await screenshot(page, 'academy-course');

  await page.getByRole('link', { name: 'Back to courses' }).click();
  await expect(page).toHaveURL(/\/apps\/academy\/courses$/);
  const again = card(page, 'Serverless feed-stock reports');
  await expect(again).toContainText('2 / 11 steps');
  await again.getByRole('link', { name: /^Continue/ }).click();
  await expect(page.getByTestId('course-step-position')).toHaveText('Step 3 of 11');
  await expect(page.getByTestId('course-step-title')).toHaveText('Write the function');

  // An unknown course says so, with the way back.
  await page.goto('/apps/academy/courses/nope');
  await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
});

test('Academy reads right to left in Arabic, arrows and steps mirrored', async ({
  page,
  request,
}) => {
  await openAcademy(page, request, 'academy-arabic');
  await expect(page.getByTestId('course-card')).toHaveCount(12);
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الأكاديمية' })).toBeVisible();
  await settled(page);
  await screenshot(page, 'academy-courses-rtl');

  await card(page, 'Build a flock dashboard with React')
    .getByRole('link', { name: /^تابع/ })
    .click();
  await expect(page.getByTestId('course-step-position')).toHaveText('الخطوة 5 من 11');
  // The steps sit on the right and the content to their left.
  const stepper = await page.getByTestId('course-stepper').boundingBox();
  const content = await page.getByTestId('course-step-content').boundingBox();
  expect(stepper && content && stepper.x > content.x).toBe(true);
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByTestId('course-step-position')).toHaveText('الخطوة 6 من 11');
  await settled(page);
  await screenshot(page, 'academy-course-rtl');

  // On a phone the steps open in a drawer, from the right in Arabic; Escape closes it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'عرض الخطوات' }).click();
  const drawer = page.getByTestId('course-stepper');
  // Wholly on screen once it has slid in.
  await expect(drawer).toBeInViewport({ ratio: 1 });
  const box = await drawer.boundingBox();
  expect(box && box.x > 60).toBe(true); // anchored at the right edge, not the left
  await settled(page);
  await screenshot(page, 'academy-steps-drawer-rtl');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});
