import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveFileManager } from '../testing/serve-file-manager.ts';
import { slow } from '../../../testing/waits.ts';

const rowNames = () => screen.queryAllByTestId('file-name').map((name) => name.textContent);
const row = (name: string) =>
  screen.getByText(name, { selector: '[data-testid="file-name"]' }).closest('tr') as HTMLElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

describe('file manager', { timeout: 60_000 }, () => {
  it('lists the root, folders first, and shows a file’s details in a drawer', async () => {
    const { calls } = serveFileManager();
    renderRoute('/apps/file-manager');
    await screen.findByText('Farm biosecurity plan.pdf', {}, slow);
    expect(calls).toEqual(['GET /api/file-manager-app/files']);
    expect(rowNames().slice(0, 4)).toEqual([
      'Feed invoices',
      'Flock reports',
      'House photos',
      'Vaccination',
    ]);

    fireEvent.click(row('Farm biosecurity plan.pdf'));
    const details = await screen.findByRole('dialog', { name: 'Details' }, slow);
    expect(within(details).getByTestId('file-details-name').textContent).toBe(
      'Farm biosecurity plan.pdf',
    );
    expect(within(details).getByTestId('file-detail-type').textContent).toBe('PDF document');
    expect(within(details).getByTestId('file-detail-size').textContent).toBe('1.2 MB');
    expect(within(details).getByTestId('file-detail-owner').textContent).toBe('Grace Okafor');
    expect(within(details).getByTestId('file-detail-location').textContent).toBe('My Files');
    expect(within(details).getByTestId('file-preview')).toBeTruthy();

    const offline = within(details).getByRole('switch', { name: 'Available offline' });
    expect((offline as HTMLInputElement).checked).toBe(true);
    fireEvent.click(offline);
    expect(
      await screen.findByText('“Farm biosecurity plan.pdf” is no longer kept offline.', {}, slow),
    ).toBeTruthy();
    expect((offline as HTMLInputElement).checked).toBe(false);
    fireEvent.keyDown(details, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Details' })).toBeNull(), slow);
  });

  it('opens folders by double click and Enter, and goes back up by the breadcrumbs', async () => {
    serveFileManager();
    renderRoute('/apps/file-manager');
    await screen.findByText('Feed invoices', {}, slow);

    fireEvent.doubleClick(row('Feed invoices'));
    await screen.findByText('Invoice FM-2291 starter crumble.pdf', {}, slow);
    expect(rowNames()[0]).toBe('Archive 2025');
    const archive = row('Archive 2025');
    archive.focus();
    fireEvent.keyDown(archive, { key: 'Enter' });
    await screen.findByText('Supplier contracts 2025.pdf', {}, slow);
    // Opened from the keyboard, the focus lands on the folder's first row.
    await waitFor(() => expect(document.activeElement).toBe(row('Invoices 2025 summary.xlsx')));
    const crumbs = screen.getByTestId('file-breadcrumbs');
    expect(within(crumbs).getByText('Archive 2025').getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(crumbs).getByRole('button', { name: 'Feed invoices' }));
    await screen.findByText('Archive 2025', { selector: '[data-testid="file-name"]' }, slow);
    fireEvent.click(
      within(screen.getByTestId('file-breadcrumbs')).getByRole('button', { name: 'My Files' }),
    );
    await screen.findByText('Farm biosecurity plan.pdf', {}, slow);
  });

  it('moves between rows with the arrow keys, one row in the tab order', async () => {
    serveFileManager();
    renderRoute('/apps/file-manager');
    await screen.findByText('Feed invoices', {}, slow);
    const first = row('Feed invoices');
    expect(first.tabIndex).toBe(0);
    expect(row('Flock reports').tabIndex).toBe(-1);

    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(row('Flock reports'));
    expect(row('Flock reports').getAttribute('aria-selected')).toBe('true');
    expect(row('Flock reports').tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);
    fireEvent.keyDown(row('Flock reports'), { key: 'End' });
    expect(document.activeElement).toBe(row('Staff rota December.xlsx'));
    fireEvent.keyDown(row('Staff rota December.xlsx'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(row('Read me.txt'));
    // Arrow keys select without opening the details drawer.
    expect(screen.queryByRole('dialog', { name: 'Details' })).toBeNull();
  });

  it('searches names below the folder and says when nothing matches', async () => {
    serveFileManager();
    renderRoute('/apps/file-manager');
    await screen.findByText('Feed invoices', {}, slow);
    const search = screen.getByLabelText('Search files');
    fireEvent.change(search, { target: { value: 'house' } });
    expect(rowNames()).toEqual([
      'House photos',
      'House 1 after cleaning.jpg',
      'House 3 drinker line 4.jpg',
      'House 3 weighing day 35.xlsx',
      'House 4 new litter.png',
    ]);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No file or folder matches “zzz”.')).toBeTruthy();
  });

  it('shows an empty folder and the error state', async () => {
    serveFileManager({ files: [] });
    renderRoute('/apps/file-manager');
    expect(await screen.findByText('This folder is empty.', {}, slow)).toBeTruthy();
    cleanup();

    serveFileManager({ failing: new Set(['/api/file-manager-app/files']) });
    renderRoute('/apps/file-manager');
    expect(await screen.findByText('The files could not be loaded.', {}, slow)).toBeTruthy();
  });
});
