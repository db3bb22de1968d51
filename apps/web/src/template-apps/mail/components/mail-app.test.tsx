import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveMail } from '../testing/serve-mail.ts';
import { slow } from '../../../testing/waits.ts';

/** jsdom matches no media query, so the sidebar is the narrow screen's drawer: open it. */
const sidebarLink = (testId: string) => {
  fireEvent.click(screen.getByTestId('mail-open-sidebar'));
  return screen.findByTestId(testId);
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

// jsdom draws MUI slowly on a busy machine.
describe('mail screen', { timeout: 60_000 }, () => {
  it('leads /apps/mail to the inbox with its counts, and searches it', async () => {
    serveMail();
    const { router } = renderRoute('/apps/mail');
    await screen.findAllByTestId('mail-list-item', {}, slow);
    expect(router.state.location.pathname).toBe('/apps/mail/inbox');
    const inbox = await sidebarLink('mail-nav-folder-inbox');
    await waitFor(() => expect(within(inbox).queryByLabelText(/unread/)).not.toBeNull());

    fireEvent.change(screen.getByTestId('mail-search'), { target: { value: 'zzz-nothing' } });
    expect(screen.getByTestId('mail-list-empty').textContent).toBe(
      'No message matches your search.',
    );
  });

  it('shows a spam mail without its script or handlers, and marks it read', async () => {
    const { calls } = serveMail();
    renderRoute('/apps/mail/spam');
    const items = await screen.findAllByTestId('mail-list-item', {}, slow);
    fireEvent.click(within(items[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement);
    const message = await screen.findByTestId('mail-view-message', {}, slow);
    expect(message.innerHTML).not.toBe('');
    expect(message.querySelector('script, [onclick], [onerror]')).toBeNull();
    await waitFor(() => expect(calls).toContain('POST /api/mail-app/update-mail'));
  });

  it('asks before deleting for good from the trash', async () => {
    const { calls } = serveMail();
    renderRoute('/apps/mail/inbox');
    await screen.findAllByTestId('mail-list-item', {}, slow);
    fireEvent.click(within(screen.getByTestId('mail-select-all')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('mail-bulk-trash'));
    expect(await screen.findByText('Moved to Trash.', {}, slow)).toBeTruthy();
    await screen.findByTestId('mail-list-empty', {}, slow);

    fireEvent.click(await sidebarLink('mail-nav-folder-trash'));
    await screen.findAllByTestId('mail-list-item', {}, slow);
    // The drawer hides the page from the accessibility tree until it has closed.
    const selectAll = within(screen.getByTestId('mail-select-all'));
    fireEvent.click(await selectAll.findByRole('checkbox', {}, slow));
    fireEvent.click(screen.getByTestId('mail-bulk-delete'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).not.toContain('POST /api/mail-app/delete-mails');
    fireEvent.click(screen.getByTestId('mail-bulk-delete'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete forever' }),
    );
    expect(await screen.findByText('Deleted for good.', {}, slow)).toBeTruthy();
    await screen.findByTestId('mail-list-empty', {}, slow);
  });

  it('shows an error with a retry when the mails cannot be loaded', async () => {
    serveMail(new Set(['/api/mail-app/mails']));
    renderRoute('/apps/mail/inbox');
    expect(await screen.findByText('The mails could not be loaded.', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
