import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveNotes } from '../testing/serve-notes.ts';
import { slow } from '../../../testing/waits.ts';

const cardTitles = () =>
  screen.queryAllByTestId('note-card').map((card) => card.querySelector('h2')?.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

// jsdom draws MUI slowly on a busy machine.
describe('notes screen', { timeout: 60_000 }, () => {
  it('creates a note with a checklist, placed first', async () => {
    const { calls } = serveNotes();
    renderRoute('/apps/notes');
    await screen.findByText('House 4 placement', {}, slow);
    fireEvent.click(screen.getByTestId('notes-take-note'));
    const dialog = await screen.findByTestId('note-dialog');
    fireEvent.click(within(dialog).getByTestId('note-dialog-save'));
    expect(within(dialog).getByText(/Write a title, a note/)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Vet visit' } });
    const newItem = within(dialog).getByTestId('checklist-new-item');
    fireEvent.change(newItem, { target: { value: 'Blood samples' } });
    fireEvent.keyDown(newItem, { key: 'Enter' });
    fireEvent.change(newItem, { target: { value: 'Check vaccine stock' } });
    fireEvent.keyDown(newItem, { key: 'Enter' });
    expect(within(dialog).getAllByTestId('checklist-item')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Blood samples' }));
    fireEvent.click(within(dialog).getByTestId('note-dialog-save'));

    expect(await screen.findByText('Note created.', {}, slow)).toBeTruthy();
    expect(cardTitles()[0]).toBe('Vet visit');
    const card = screen.getAllByTestId('note-card')[0] as HTMLElement;
    expect(within(card).getByText('Check vaccine stock')).toBeTruthy();
    expect(calls).toContain('POST /api/notes-app/create-note');
  });

  it('archives a note into the archive view and searches', async () => {
    serveNotes();
    const { router } = renderRoute('/apps/notes');
    const card = (await screen.findByText('House 4 placement', {}, slow)).closest(
      '[data-testid="note-card"]',
    ) as HTMLElement;
    fireEvent.click(within(card).getByTestId('note-archive'));
    expect(await screen.findByText('Note archived.', {}, slow)).toBeTruthy();
    expect(cardTitles()).not.toContain('House 4 placement');

    fireEvent.click(screen.getByTestId('notes-nav-archive'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/notes/archive'));
    await waitFor(() => expect(cardTitles()).toContain('House 4 placement'), slow);
    fireEvent.change(screen.getByLabelText('Search notes'), { target: { value: 'zzz' } });
    expect(screen.getByText('No note matches “zzz”.')).toBeTruthy();
  });

  it('adds a label in the editor, gives it to a note and shows it under the label', async () => {
    const { calls } = serveNotes();
    const { router } = renderRoute('/apps/notes');
    await screen.findByText('House 4 placement', {}, slow);
    fireEvent.click(screen.getByTestId('notes-edit-labels'));
    const editor = await screen.findByTestId('labels-dialog');
    fireEvent.change(within(editor).getByTestId('labels-new-name'), {
      target: { value: 'Vet visits' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Add label' }));
    fireEvent.click(within(editor).getByTestId('labels-save'));
    expect(await screen.findByText('Labels saved.', {}, slow)).toBeTruthy();
    expect(calls).toContain('POST /api/notes-app/update-labels');

    fireEvent.click(screen.getByText('House 4 placement'));
    const dialog = await screen.findByTestId('note-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vet visits' }));
    fireEvent.click(within(dialog).getByTestId('note-dialog-save'));
    expect(await screen.findByText('Note saved.', {}, slow)).toBeTruthy();

    fireEvent.click(screen.getByTestId('notes-nav-label-vet-visits'));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/apps\/notes\/labels\/vet-visits\//),
    );
    await waitFor(() => expect(cardTitles()).toEqual(['House 4 placement']), slow);
  });

  it('asks before removing labels, and before deleting a note', async () => {
    serveNotes();
    renderRoute('/apps/notes');
    await screen.findByText('House 4 placement', {}, slow);
    fireEvent.click(screen.getByTestId('notes-edit-labels'));
    const editor = await screen.findByTestId('labels-dialog');
    fireEvent.click(within(editor).getByRole('button', { name: 'Remove label “Work”' }));
    fireEvent.click(within(editor).getByTestId('labels-save'));
    const confirm = await screen.findByRole('dialog', { name: 'Remove labels?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Labels saved.', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('notes-nav-label-work')).toBeNull();
    await waitFor(() => expect(screen.queryAllByText('Work')).toHaveLength(0), slow);

    fireEvent.click(screen.getByText('House 4 placement'));
    const dialog = await screen.findByTestId('note-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete note?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Note deleted.', {}, slow)).toBeTruthy();
    expect(cardTitles()).not.toContain('House 4 placement');
  });

  it('shows reminders only with a reminder, a 404 for an unknown view, and the error state', async () => {
    serveNotes();
    const { router } = renderRoute('/apps/notes/reminders');
    await waitFor(
      () => expect(screen.queryAllByTestId('note-card').length).toBeGreaterThan(0),
      slow,
    );
    for (const card of screen.getAllByTestId('note-card')) {
      expect(within(card).getByTestId('note-reminder')).toBeTruthy();
    }
    await router.navigate('/apps/notes/nowhere');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/pages/errors/error-404'),
      slow,
    );
    cleanup();

    serveNotes(new Set(['/api/notes-app/notes']));
    renderRoute('/apps/notes');
    expect(await screen.findByText('The notes could not be loaded.', {}, slow)).toBeTruthy();
  });
});
