import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveScrumboard } from '../testing/serve-scrumboard.ts';
import { slow } from '../../../testing/waits.ts';

const HOUSE_3 = '/apps/scrumboard/boards/b-house3/house-3-renovation';
const list = (name: string) =>
  screen
    .getAllByTestId('board-list')
    .find((section) => section.getAttribute('aria-label') === name) as HTMLElement;
const cardNames = (name: string) =>
  within(list(name))
    .queryAllByTestId('board-card')
    .map((card) => card.getAttribute('aria-label'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

// jsdom draws MUI slowly on a busy machine.
describe('scrumboard screens', { timeout: 60_000 }, () => {
  it('lists the boards and adds a new board, which opens', async () => {
    const { calls } = serveScrumboard();
    const { router } = renderRoute('/apps/scrumboard');
    await screen.findByText('House 3 renovation', {}, slow);
    expect(router.state.location.pathname).toBe('/apps/scrumboard/boards');
    expect(screen.getAllByTestId('board-tile').map((tile) => tile.textContent)).toEqual([
      'House 3 renovation',
      'Spring flock planning',
      'Website',
    ]);
    expect(screen.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe(
      '/apps/scrumboard/boards/b-website/website',
    );

    fireEvent.click(screen.getByTestId('add-board'));
    expect(await screen.findByText('Board added.', {}, slow)).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(
        /^\/apps\/scrumboard\/boards\/[0-9a-f]{8}\/untitled-board$/,
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Untitled board' }, slow),
    ).toBeTruthy();
    expect(screen.getByText('This board has no lists yet. Add the first one.')).toBeTruthy();
    expect(calls).toContain('POST /api/scrumboard-app/board/new');
  });

  it('shows a board; adds a list and a card; renames and removes a list after asking', async () => {
    const { calls } = serveScrumboard();
    renderRoute(HOUSE_3);
    await screen.findByRole('heading', { level: 1, name: 'House 3 renovation' }, slow);
    expect(cardNames('To do')).toEqual([
      'Replace the roof panels',
      'New nipple drinker lines',
      'Building permit for the extension',
    ]);

    fireEvent.click(screen.getByTestId('add-list'));
    fireEvent.change(screen.getByLabelText('List name'), { target: { value: 'Waiting' } });
    fireEvent.submit(screen.getByTestId('add-list-form'));
    expect(await screen.findByText('List added.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(list('Waiting')).toBeTruthy());

    fireEvent.click(within(list('Waiting')).getByRole('button', { name: 'Add a card' }));
    fireEvent.change(within(list('Waiting')).getByLabelText('Card title'), {
      target: { value: 'Call the vet' },
    });
    fireEvent.submit(within(list('Waiting')).getByTestId('add-card-form'));
    expect(await screen.findByText('Card added.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(cardNames('Waiting')).toEqual(['Call the vet']));

    fireEvent.click(screen.getByRole('button', { name: 'Actions of list “Waiting”' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename list' }));
    fireEvent.change(within(list('Waiting')).getByLabelText('List name'), {
      target: { value: 'On hold' },
    });
    fireEvent.submit(screen.getByTestId('list-rename-form'));
    expect(await screen.findByText('List renamed.', {}, slow)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Actions of list “On hold”' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove list' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove list?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('List removed.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'On hold' })).toBeNull());
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/scrumboard-app/list/new',
        'POST /api/scrumboard-app/card/new',
        'POST /api/scrumboard-app/list/rename',
        'POST /api/scrumboard-app/list/remove',
      ]),
    );
  });

  it('opens a card: ticks a checklist item and sees the progress, labels, comments, Escape closes', async () => {
    const { calls } = serveScrumboard();
    renderRoute(HOUSE_3);
    await screen.findByRole('heading', { level: 1, name: 'House 3 renovation' }, slow);
    const roof = within(list('To do')).getAllByTestId('board-card')[0] as HTMLElement;
    expect(within(roof).getByLabelText('2 of 4 checklist items done')).toBeTruthy();
    fireEvent.keyDown(roof, { key: 'Enter' });

    const dialog = await screen.findByTestId('card-dialog');
    expect(within(dialog).getByText('Replace the roof panels')).toBeTruthy();
    expect(within(dialog).getByTestId('checklist-progress').textContent).toBe('2 of 4 done (50%)');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Tell the insurer' }));
    expect(await screen.findByText('Card saved.', {}, slow)).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByTestId('checklist-progress').textContent).toBe(
        '3 of 4 done (75%)',
      ),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Vet' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Vet' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    fireEvent.change(within(dialog).getByLabelText('Write a comment…'), {
      target: { value: 'Scaffolding booked for Monday.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(
      () => expect(within(dialog).getAllByTestId('card-activity')).toHaveLength(3),
      slow,
    );
    expect(within(dialog).getAllByTestId('card-activity')[0]?.textContent).toContain(
      'Scaffolding booked for Monday.',
    );

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('card-dialog')).toBeNull());
    expect(within(roof).getByLabelText('3 of 4 checklist items done')).toBeTruthy();
    expect(calls.filter((call) => call === 'POST /api/scrumboard-app/card/update')).toHaveLength(3);
  });

  it('removes a card after asking, and deletes the board after asking, back to the boards', async () => {
    serveScrumboard();
    const { router } = renderRoute(HOUSE_3);
    await screen.findByRole('heading', { level: 1, name: 'House 3 renovation' }, slow);
    fireEvent.click(within(list('Done')).getAllByTestId('board-card')[0] as HTMLElement);
    const dialog = await screen.findByTestId('card-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove card?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Card removed.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(cardNames('Done')).toEqual([]));

    fireEvent.click(screen.getByTestId('board-settings-button'));
    const settings = await screen.findByRole('dialog', { name: 'Board settings' });
    fireEvent.click(within(settings).getByRole('radio', { name: 'Red' }));
    expect(await screen.findByText('Board settings saved.', {}, slow)).toBeTruthy();
    fireEvent.click(within(settings).getByRole('button', { name: 'Delete board' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete board?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/apps/scrumboard/boards'),
      slow,
    );
    expect(await screen.findByText('Board deleted.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('board-tile')).toHaveLength(2), slow);
  });

  it('shows "not found" for an unknown board with a way back, and the error state', async () => {
    serveScrumboard();
    const { router } = renderRoute('/apps/scrumboard/boards/nowhere/lost');
    const notFound = await screen.findByTestId('board-not-found', {}, slow);
    expect(within(notFound).getByRole('heading', { name: 'Board not found' })).toBeTruthy();
    fireEvent.click(within(notFound).getByRole('link', { name: 'Back to the boards' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/scrumboard/boards'));
    cleanup();

    serveScrumboard(new Set(['/api/scrumboard-app/boards']));
    renderRoute('/apps/scrumboard/boards');
    expect(await screen.findByText('The boards could not be loaded.', {}, slow)).toBeTruthy();
  });
});
