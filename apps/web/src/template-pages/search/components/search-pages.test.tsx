import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchResults } from '@flockbook/mock-api/testing/search/sample-data';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveSearch } from '../testing/serve-search.ts';
import { slow } from '../../../testing/waits.ts';

const total = searchResults.length;
const titles = () => screen.getAllByTestId('search-result').map((item) => item.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('search pages', { timeout: 60_000 }, () => {
  it.each(['classic', 'modern'])(
    'the %s page filters, counts and pages the results',
    async (design) => {
      const { calls } = serveSearch();
      renderRoute(`/pages/search/${design}`);
      expect((await screen.findByTestId('search-count', {}, slow)).textContent).toBe(
        `${total} results`,
      );
      expect(screen.getAllByTestId('search-result')).toHaveLength(10);
      expect(calls).toEqual(['GET /api/search']);

      const pages = screen.getByTestId('search-pages');
      fireEvent.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
      expect(titles()[0]).toContain(searchResults[10]?.title);

      const input = screen.getByTestId('search-input');
      fireEvent.change(input, { target: { value: 'VENTILATION' } });
      const count = screen.getByTestId('search-count').textContent ?? '';
      expect(count).toMatch(/^\d results for “VENTILATION”$/);
      expect(screen.getAllByTestId('search-result').length).toBe(Number(count.split(' ')[0]));
      expect(screen.queryByTestId('search-pages')).toBeNull();
      expect(screen.getAllByTestId('search-match')[0]?.textContent?.toLowerCase()).toBe(
        'ventilation',
      );

      fireEvent.change(input, { target: { value: 'zebra crossing' } });
      expect(screen.getByTestId('search-no-results').textContent).toContain(
        'No results for “zebra crossing”.',
      );
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(screen.getByTestId('search-count').textContent).toBe(`${total} results`);
    },
  );

  it('shows an error with retry when the results cannot be loaded', async () => {
    serveSearch(new Set(['/api/search']));
    renderRoute('/pages/search/classic');
    expect(
      await screen.findByText('The search results could not be loaded.', {}, slow),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
