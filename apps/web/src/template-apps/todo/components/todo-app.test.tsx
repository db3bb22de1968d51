import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveTodo } from '../testing/serve-todo.ts';
import { slow } from '../../../testing/waits.ts';

/** jsdom matches no media query, so the sidebar is the narrow screen's drawer: open it. */
const openSidebar = () => fireEvent.click(screen.getByTestId('todo-open-sidebar'));
const titles = () => screen.queryAllByTestId('todo-item-title').map((cell) => cell.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

// jsdom draws MUI slowly on a busy machine.
describe('to-do screen', { timeout: 60_000 }, () => {
  it('leads /apps/todo to All, with the specified filter titles, and sorts by title', async () => {
    serveTodo();
    const { router } = renderRoute('/apps/todo');
    await screen.findAllByTestId('todo-item', {}, slow);
    expect(router.state.location.pathname).toBe('/apps/todo/all');
    openSidebar();
    const nav = await screen.findByRole('navigation', { name: 'To-do' });
    for (const title of ['All', 'Starred', 'Priority', 'Sheduled', 'Today', 'Done', 'Deleted']) {
      expect(await within(nav).findByText(title, {}, slow)).toBeTruthy();
    }
    fireEvent.keyDown(nav, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'To-do' })).toBeNull());
    fireEvent.mouseDown(screen.getByTestId('todo-sort'));
    fireEvent.click(await screen.findByRole('option', { name: 'Title' }));
    const sorted = titles();
    expect(sorted).toEqual([...sorted].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
  });

  it('adds a task at the front, asking for a title first', async () => {
    const { calls } = serveTodo();
    renderRoute('/apps/todo/all');
    await screen.findAllByTestId('todo-item', {}, slow);
    openSidebar();
    fireEvent.click(await screen.findByTestId('todo-add'));
    const dialog = await screen.findByTestId('todo-dialog');
    fireEvent.click(within(dialog).getByTestId('todo-dialog-save'));
    expect(within(dialog).getByText('Enter a title')).toBeTruthy();
    expect(calls).not.toContain('POST /api/todo-app/new-todo');
    fireEvent.change(within(dialog).getByTestId('todo-title'), {
      target: { value: 'Test the alarms' },
    });
    fireEvent.click(within(dialog).getByTestId('todo-dialog-save'));
    expect(await screen.findByText('Task added.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(titles()[0]).toBe('Test the alarms'), slow);
  });

  it('removes a task to Deleted, and deletes it there only after asking', async () => {
    const { calls } = serveTodo();
    const { router } = renderRoute('/apps/todo/all');
    await screen.findAllByTestId('todo-item', {}, slow);
    const first = titles()[0] ?? '';
    fireEvent.click(
      within(screen.getAllByTestId('todo-item')[0] as HTMLElement).getByTestId('todo-item-remove'),
    );
    expect(await screen.findByText('Task moved to Deleted.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(titles()).not.toContain(first), slow);

    await router.navigate('/apps/todo/filter/deleted');
    await waitFor(() => expect(titles()).toContain(first), slow);
    const row = screen
      .getAllByTestId('todo-item')
      .find((item) => item.textContent?.includes(first)) as HTMLElement;
    fireEvent.click(within(row).getByTestId('todo-item-delete'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete permanently' }),
    );
    expect(await screen.findByText('Task deleted permanently.', {}, slow)).toBeTruthy();
    expect(calls).toContain('POST /api/todo-app/delete-todos');
    await waitFor(() => expect(titles()).not.toContain(first), slow);
  });

  it('shows an error with a retry when the tasks cannot be loaded', async () => {
    serveTodo(new Set(['/api/todo-app/todos']));
    renderRoute('/apps/todo/all');
    expect(await screen.findByText('The tasks could not be loaded.', {}, slow)).toBeTruthy();
  });
});
