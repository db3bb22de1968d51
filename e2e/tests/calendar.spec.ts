import { expect, test } from '../support/fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { openSignedIn, registerAccount } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

async function openCalendar(
  page: Page,
  request: Parameters<typeof registerAccount>[0],
  name: string,
) {
  const account = await registerAccount(request, name);
  await openSignedIn(page, account.email, account.password, '/apps/calendar');
  // A sample event of today shows once the events are in.
  await expect(calendarEvent(page, 'Weekly weighing, House 3')).toBeVisible();
}

const calendarEvent = (page: Page, title: string) =>
  page.getByTestId('calendar-event').filter({ hasText: title });

const dayCell = (page: Page, day: string) =>
  page.getByTestId('calendar-grid').locator(`[data-date="${day}"]`).first();

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** True when the middle of `inner` lies inside `outer` on the page. */
async function liesWithin(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return false;
  const [x, y] = [a.x + a.width / 2, a.y + a.height / 2];
  return x > b.x && x < b.x + b.width && y > b.y && y < b.y + b.height;
}

test('Calendar: create an event by clicking a day, drag it to another day, then delete it', async ({
  page,
  request,
}) => {
  await openCalendar(page, request, 'calendar');
  await page.mouse.move(0, 0);
  await screenshot(page, 'calendar-month');

  await page.getByTestId('calendar-view-timeGridWeek').click();
  await expect(calendarEvent(page, 'Weekly weighing, House 3')).toBeVisible();
  // The hours of the week show in a scrolling grid of their own.
  const week = await page.getByTestId('calendar-grid').boundingBox();
  expect(week?.height ?? 0).toBeGreaterThan(600);
  await screenshot(page, 'calendar-week');
  await page.getByTestId('calendar-view-dayGridMonth').click();

  // Two months ahead, where the sample data has no events.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const now = new Date();
  const ahead = new Date(now.getFullYear(), now.getMonth() + 2, 1);
  const monthName = new Intl.DateTimeFormat('en', { month: 'long' }).format(ahead);
  await expect(page.getByTestId('calendar-title')).toContainText(monthName);
  const first = dayOf(new Date(ahead.getFullYear(), ahead.getMonth(), 10));
  const second = dayOf(new Date(ahead.getFullYear(), ahead.getMonth(), 17));

  await dayCell(page, first).click({ position: { x: 40, y: 60 } });
  const dialog = page.getByTestId('event-dialog');
  await expect(dialog.getByTestId('event-start')).toHaveValue(first);
  await expect(dialog.getByTestId('event-end')).toHaveValue(first);
  await dialog.getByTestId('event-save').click();
  await expect(dialog.getByText('Enter a title.')).toBeVisible();
  await dialog.getByTestId('event-title').fill('Coccidiosis vaccine, House 6');
  await dialog.getByTestId('event-desc').fill('Spray on day-old chicks at the hatchery truck.');
  await dialog.getByTestId('event-save').click();
  await expect(page.getByText('Event added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const created = calendarEvent(page, 'Coccidiosis vaccine, House 6');
  await expect(created).toBeVisible();
  expect(await liesWithin(created, dayCell(page, first))).toBe(true);

  // Dragged a week on.
  const from = await created.boundingBox();
  const to = await dayCell(page, second).boundingBox();
  if (!from || !to) throw new Error('The event or its new day is not on screen.');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByText('Event moved.')).toBeVisible();
  await expect.poll(() => liesWithin(created, dayCell(page, second))).toBe(true);

  // It stays on the new day after switching views and back.
  await page.getByTestId('calendar-view-listMonth').click();
  await expect(created).toBeVisible();
  await page.getByTestId('calendar-view-dayGridMonth').click();
  await expect(created).toBeVisible();
  expect(await liesWithin(created, dayCell(page, second))).toBe(true);

  await created.click();
  await expect(dialog.getByTestId('event-start')).toHaveValue(second);
  await dialog.getByTestId('event-delete').click();
  const ask = page.getByRole('dialog', { name: 'Delete event?' });
  await expect(ask).toContainText('Coccidiosis vaccine, House 6');
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Event deleted.')).toBeVisible();
  await expect(created).toHaveCount(0);

  // Keyboard: Escape closes the dialog.
  await page.getByTestId('calendar-add').click();
  await expect(dialog.getByTestId('event-title')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // An event opens with Enter from the keyboard.
  await page.getByRole('button', { name: 'Today' }).click();
  await calendarEvent(page, 'Weekly weighing, House 3').focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('event-title')).toHaveValue('Weekly weighing, House 3');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Calendar reads right to left in Arabic, with Arabic month and weekday names', async ({
  page,
  request,
}) => {
  await openCalendar(page, request, 'calendar-arabic');
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'التقويم' })).toBeVisible();

  const month = new Intl.DateTimeFormat('ar', { month: 'long' }).format(new Date());
  await expect(page.getByTestId('calendar-title')).toContainText(month);
  await expect(page.getByTestId('calendar-grid')).toContainText('السبت');
  // The week runs from right to left: each day sits to the left of the day before.
  const days = page.getByTestId('calendar-grid').locator('[data-date]');
  const [firstBox, secondBox] = [await days.nth(0).boundingBox(), await days.nth(1).boundingBox()];
  expect(secondBox && firstBox && secondBox.x < firstBox.x).toBe(true);
  await expect(calendarEvent(page, 'Weekly weighing, House 3')).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshot(page, 'calendar-rtl');

  await page.getByTestId('calendar-add').click();
  const dialog = page.getByTestId('event-dialog');
  await expect(dialog.getByRole('heading', { name: 'حدث جديد' })).toBeVisible();
  await dialog.getByTestId('event-save').click();
  await expect(dialog.getByText('أدخل عنوانًا.')).toBeVisible();
  await screenshot(page, 'calendar-rtl-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
