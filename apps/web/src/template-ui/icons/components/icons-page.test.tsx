import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHandlers } from '@flockbook/mock-api/testing/icons/handlers';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';
import { slow } from '../../../testing/waits.ts';

const serveIcons = (failing?: Set<string>) => serveMockApp('/api/icons', createHandlers(), failing);
const count = () => screen.getByTestId('icons-count').textContent;
const search = (value: string) =>
  fireEvent.change(screen.getByTestId('icons-search'), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

describe('icons screen', { timeout: 60_000 }, () => {
  it('narrows the catalogue by name and by tag, and says when nothing matches', async () => {
    const { calls } = serveIcons();
    renderRoute('/ui/icons');
    await waitFor(() => expect(count()).toBe('1,013 of 1,013 icons'), slow);
    expect(calls).toEqual(['GET /api/icons']);

    search('alarm');
    await waitFor(() => expect(count()).toBe('7 of 1,013 icons'), slow);
    search('trash'); // a tag of the delete icons, in none of their names
    await waitFor(() => expect(count()).toBe('5 of 1,013 icons'), slow);
    search('no_such_icon');
    expect(await screen.findByText('No icons match “no_such_icon”.', {}, slow)).toBeTruthy();
    expect(screen.queryAllByTestId('icon-tile')).toHaveLength(0);
  });

  it('opens an icon with its code point and copies its usage', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    serveIcons();
    renderRoute('/ui/icons');
    await waitFor(() => expect(count()).toBe('1,013 of 1,013 icons'), slow);
    search('egg_alt');
    await waitFor(() => expect(count()).toBe('1 of 1,013 icons'), slow);

    fireEvent.click(await screen.findByRole('button', { name: 'Open egg_alt' }, slow));
    const detail = await screen.findByTestId('icon-detail');
    expect(within(detail).getByTestId('icon-code').textContent).toBe('U+EB3E · 60222');
    expect(within(detail).getByText('poultry')).toBeTruthy();
    const snippets = within(detail).getAllByTestId('code-snippet');
    expect(snippets[0]?.textContent).toContain('<span className="material-icons">egg_alt</span>');
    expect(snippets[1]?.textContent).toContain("from '@mui/icons-material/EggAlt'");

    fireEvent.click(within(detail).getByRole('button', { name: 'Copy: With the icon font' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('<span className="material-icons">egg_alt</span>'),
    );
    expect(await screen.findByText('Copied to the clipboard.', {}, slow)).toBeTruthy();
  });

  it('says when the catalogue cannot be loaded', async () => {
    serveIcons(new Set(['/api/icons']));
    renderRoute('/ui/icons');
    expect(await screen.findByText('The icons could not be loaded.', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('icons-count')).toBeNull();
  });
});
