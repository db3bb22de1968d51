import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KnowledgeBaseCategoryArticles } from '@flockbook/mock-api/knowledge-base';
import { createHandlers } from '@flockbook/mock-api/testing/knowledge-base/handlers';
import { knowledgeBaseArticles } from '@flockbook/mock-api/testing/knowledge-base/sample-data';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';
import { slow } from '../../../testing/waits.ts';

const PREFIX = '/api/knowledge-base';

/** The sample data, with hostile HTML in the first article of the first category. */
function withHostileArticle(): KnowledgeBaseCategoryArticles[] {
  const categories = structuredClone(knowledgeBaseArticles);
  categories[0]!.articles[0] = {
    id: 'hostile',
    title: 'Vaccination day checklist',
    content:
      '<p>Check the cold chain.</p><script>window.__kbScript = true</script>' +
      '<img src="x" onerror="window.__kbOnError = true"><a href="javascript:alert(1)">Open</a>',
  };
  return categories;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('knowledge base page', { timeout: 60_000 }, () => {
  it('lists the four categories with their featured titles and article counts', async () => {
    serveMockApp(PREFIX, createHandlers());
    renderRoute('/pages/knowledge-base');
    await screen.findByRole('heading', { name: 'Your Account' }, slow);
    const cards = screen.getAllByTestId('kb-category');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Your Account',
      'Selling',
      'Buying',
      'Item Support',
    ]);
    expect(cards.map((card) => within(card).getAllByTestId('kb-article-link').length)).toEqual([
      5, 5, 5, 5,
    ]);
    expect(screen.getAllByTestId('kb-see-all').map((link) => link.textContent)).toEqual([
      'See all 17 articles',
      'See all 12 articles',
      'See all 19 articles',
      'See all 24 articles',
    ]);
  });

  it('opens an article with its HTML sanitised, and closes it with Escape', async () => {
    serveMockApp(PREFIX, createHandlers(withHostileArticle()));
    renderRoute('/pages/knowledge-base');
    fireEvent.click(await screen.findByRole('button', { name: 'Vaccination day checklist' }, slow));
    const dialog = await screen.findByTestId('kb-article-dialog');
    const content = within(dialog).getByTestId('kb-article-content');
    expect(within(content).getByText('Check the cold chain.')).toBeTruthy();
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onerror]')).toBeNull();
    expect(content.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect((window as { __kbScript?: boolean }).__kbScript).toBeUndefined();
    expect((window as { __kbOnError?: boolean }).__kbOnError).toBeUndefined();

    fireEvent.keyDown(within(dialog).getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('kb-article-dialog')).toBeNull());
  });

  it('lists every article of a category on its own page, not only the featured ones', async () => {
    serveMockApp(PREFIX, createHandlers());
    renderRoute('/pages/knowledge-base/selling');
    expect(await screen.findByText('12 articles', {}, slow)).toBeTruthy();
    expect(screen.getAllByTestId('kb-category')).toHaveLength(1);
    const titles = screen.getAllByTestId('kb-article-link').map((link) => link.textContent);
    const selling = knowledgeBaseArticles.find((category) => category.path === 'selling')!;
    expect(titles).toEqual(selling.articles.map((article) => article.title));
    expect(titles).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'All categories' }).getAttribute('href')).toBe(
      '/pages/knowledge-base',
    );
  });

  it('says so when the address names no category', async () => {
    serveMockApp(PREFIX, createHandlers());
    renderRoute('/pages/knowledge-base/no-such-category');
    expect(await screen.findByText('There is no such category.', {}, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All categories' })).toBeTruthy();
  });

  it('says so when the knowledge base cannot be loaded, or has nothing', async () => {
    serveMockApp(PREFIX, createHandlers(), new Set([PREFIX]));
    renderRoute('/pages/knowledge-base');
    expect(
      await screen.findByText('The knowledge base could not be loaded.', {}, slow),
    ).toBeTruthy();
    cleanup();

    serveMockApp(PREFIX, createHandlers([]));
    renderRoute('/pages/knowledge-base');
    expect(await screen.findByText('No articles have been written yet.', {}, slow)).toBeTruthy();
  });
});
