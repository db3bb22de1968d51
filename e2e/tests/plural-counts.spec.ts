import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { openSignedIn, registerAccount } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

/** The counts whose words take each of Arabic's six plural forms. */
const COUNTS = [0, 1, 2, 3, 11, 100];

/**
 * A board with one list per count, holding that many cards, made through the sample app's own
 * calls in the page (the in-browser mock keeps its data in the tab); answers the board's path.
 */
async function boardWithCounts(page: Page): Promise<string> {
  return page.evaluate(async (counts) => {
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const answer = await fetch(`/api/scrumboard-app/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
      return (await answer.json()) as T;
    };
    const board = await post<{ id: string; uri: string }>('board/new', {
      board: { name: 'Counts' },
    });
    for (const count of counts) {
      const lists = await post<{ id: string }[]>('list/new', {
        boardId: board.id,
        data: { name: `List of ${count}` },
      });
      const listId = lists[lists.length - 1]!.id;
      for (let card = 1; card <= count; card += 1) {
        await post('card/new', { boardId: board.id, listId, data: { name: `Card ${card}` } });
      }
    }
    return `/apps/scrumboard/boards/${board.id}/${board.uri}`;
  }, COUNTS);
}

test('Counts take the plural forms of Arabic: 0, 1, 2, 3, 11 and 100 cards', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'plural-counts');
  await openSignedIn(page, account.email, account.password, '/apps/scrumboard/boards');
  await expect(page.getByTestId('board-tile')).toHaveCount(3);
  const boardPath = await boardWithCounts(page);

  // Opened inside the app (a reload would start the sample data afresh).
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, boardPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Counts' })).toBeVisible();
  const countOf = (count: number) =>
    page
      .locator(`section[data-testid="board-list"][aria-label="List of ${count}"]`)
      .getByTestId('list-card-count');
  await expect(countOf(1)).toHaveText('1 card');
  await expect(countOf(100)).toHaveText('100 cards');

  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabic = ['لا توجد بطاقات', 'بطاقة واحدة', 'بطاقتان', '3 بطاقات', '11 بطاقة', '100 بطاقة'];
  for (const [index, count] of COUNTS.entries()) {
    await expect(countOf(count)).toHaveText(arabic[index]!);
  }
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await screenshot(page, 'scrumboard-counts-rtl');
  // The lists with more cards lie further along the row, to the left in Arabic.
  await page.getByTestId('board-lists').evaluate((row) => row.scrollTo({ left: 0 }));
  await expect(countOf(100)).toBeInViewport();
  await screenshot(page, 'scrumboard-counts-rtl-more');
});
