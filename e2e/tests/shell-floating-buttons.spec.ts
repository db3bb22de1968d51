import { expect, test } from '../support/fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { registerAccount, signIn } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

/*
 * The floating settings button, the floating navbar button and the footer never lie over a
 * field, an avatar or the last row of a page: whatever a person looks for is the element that
 * the browser finds at each point of it (elementFromPoint), at a phone's, a tablet's and a
 * desktop's width, left to right and right to left.
 */

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const LANGUAGES = ['en', 'ar'] as const;

/**
 * Points of the element's visible part, 2 px in: along the straight part of each edge 8 px
 * apart, the middle of each edge, each rounded corner (a round avatar's included) and the centre.
 */
async function coveredPoints(page: Page, locator: Locator): Promise<string[]> {
  await locator.scrollIntoViewIfNeeded();
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('The page has no viewport size.');
  return locator.evaluate((element, size) => {
    const box = element.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, size.width);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, size.height);
    const [x, y] = [(left + right) / 2, (top + bottom) / 2];
    const radiusText = getComputedStyle(element).borderTopLeftRadius;
    const shortSide = Math.min(box.width, box.height);
    const radius = Math.min(
      shortSide / 2,
      radiusText.endsWith('%')
        ? (parseFloat(radiusText) / 100) * shortSide
        : parseFloat(radiusText) || 0,
    );
    const points: [number, number][] = [
      [x, y],
      [x, top + 2],
      [x, bottom - 2],
      [left + 2, y],
      [right - 2, y],
    ];
    for (let along = left + radius; along <= right - radius; along += 8) {
      points.push([along, top + 2], [along, bottom - 2]);
    }
    for (let along = top + radius; along <= bottom - radius; along += 8) {
      points.push([left + 2, along], [right - 2, along]);
    }
    const corner = 2 + 0.3 * radius;
    for (const cornerX of [left + corner, right - corner]) {
      for (const cornerY of [top + corner, bottom - corner]) points.push([cornerX, cornerY]);
    }
    const covered: string[] = [];
    for (const [px, py] of points) {
      const hit = document.elementFromPoint(px, py);
      // A container's rounded corner may clip the element: that is no cover.
      if (hit && !element.contains(hit) && !hit.contains(element)) {
        const by = hit.closest('[data-testid]')?.getAttribute('data-testid') ?? hit.tagName;
        covered.push(`(${Math.round(px)}, ${Math.round(py)}) under ${by}`);
      }
    }
    return covered;
  }, viewport);
}

/** Each element the locator finds is entirely the page's own: nothing floats over it. */
async function expectClear(page: Page, locator: Locator, what: string): Promise<void> {
  const count = await locator.count();
  expect(count, `${what}: none found`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const element = locator.nth(index);
    if (!(await element.isVisible())) continue;
    expect(await coveredPoints(page, element), `${what} #${index + 1}`).toEqual([]);
  }
}

/** Scrolls the page's scroll area (or the window) to its end. */
async function scrollToEnd(page: Page): Promise<void> {
  await page.getByTestId('shell-scroll-area').evaluate((area) => {
    area.scrollTop = area.scrollHeight;
  });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

/** Signs a new account in and chooses the language (remembered in the browser, as the menu does). */
async function signInIn(page: Page, request: Parameters<typeof registerAccount>[0], lang: string) {
  const account = await registerAccount(request, `floating-${lang}`);
  await signIn(page, account.email, account.password);
  await page.evaluate((language) => localStorage.setItem('flockbook.language', language), lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByTestId('settings-button')).toBeVisible();
}

for (const lang of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`${size.name} (${size.width} px, ${lang}): fields, avatars, panels and last rows are clear of the floating buttons and the footer`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await signInIn(page, request, lang);
      const shot = (name: string) => screenshot(page, `floating-${name}-${size.width}-${lang}`);

      // A form: every field, and its buttons at the end of the page.
      await page.goto('/apps/feed/new');
      const fields = page.getByTestId('shell-content').locator('.MuiFormControl-root');
      await expect(fields.first()).toBeVisible();
      await expectClear(page, fields, 'form field');
      await scrollToEnd(page);
      await expectClear(page, page.getByTestId('record-save'), 'save button');
      await shot('form');

      // The chat: the newest message's avatar and the message field.
      await page.goto('/apps/chat');
      await expect(page.getByTestId('chat-page')).toBeVisible();
      // On a narrow screen the contacts are a drawer, opened from the chat's header.
      const openContacts = page.getByTestId('chat-open-sidebar');
      const drawer = await openContacts.isVisible();
      if (drawer) await openContacts.click();
      await page.getByTestId('chat-list-chats').getByTestId('chat-list-contact').nth(2).click();
      // The drawer closes on a choice; until it has gone it lies over the conversation.
      if (drawer) await expect(page.getByTestId('chat-list-chats')).toBeHidden();
      await expect(page.getByTestId('chat-message').first()).toBeVisible();
      await expectClear(page, page.getByTestId('chat-message-avatar').last(), 'newest avatar');
      await expectClear(page, page.getByTestId('chat-message-input'), 'message field');
      await shot('chat');

      // The file manager's details panel, to its far edge.
      await page.goto('/apps/file-manager');
      await page.getByTestId('file-row').nth(5).click();
      await expect(page.getByTestId('file-details-name')).toBeVisible();
      await expectClear(page, page.getByTestId('file-details'), 'file details');
      await shot('files');

      // Without a footer the page keeps the band free at its end.
      const noFooter = { layout: { config: { footer: { display: false } } } };
      await page.goto(
        `/apps/feed/new?defaultSettings=${encodeURIComponent(JSON.stringify(noFooter))}`,
      );
      await expect(page.getByTestId('shell-footer')).toHaveCount(0);
      await expect(fields.first()).toBeVisible();
      await scrollToEnd(page);
      await expectClear(page, page.getByTestId('record-save'), 'save button without footer');
      await shot('form-no-footer');
    });
  }
}

for (const lang of LANGUAGES) {
  test(`without a toolbar (${lang}) the floating navbar button leaves the footer, the navbar and the page clear`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInIn(page, request, lang);
    const noToolbar = { layout: { config: { toolbar: { display: false } } } };
    await page.goto(
      `/apps/feed/new?defaultSettings=${encodeURIComponent(JSON.stringify(noToolbar))}`,
    );
    await expect(page.getByTestId('toolbar-bar')).toHaveCount(0);
    const button = page.getByTestId('navbar-floating-button');
    await expect(button).toBeVisible();
    await expectClear(page, page.getByTestId('purchase-button'), 'purchase button');
    const entries = page.getByTestId('navbar-panel').locator('[data-navigation-id]');
    await expectClear(page, entries.last(), 'last navigation entry');
    await screenshot(page, `floating-navbar-button-${lang}`);

    await button.click();
    await expect(page.getByTestId('navbar')).toHaveAttribute('data-open', 'false');
    await expectClear(page, page.getByTestId('purchase-button'), 'purchase button, no navbar');
    await expectClear(page, page.locator('.MuiFormControl-root').first(), 'first field');
    await screenshot(page, `floating-navbar-button-hidden-navbar-${lang}`);
  });
}
