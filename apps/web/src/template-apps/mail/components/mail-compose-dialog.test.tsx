import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveMail } from '../testing/serve-mail.ts';
import { slow } from '../../../testing/waits.ts';

/** jsdom matches no media query, so the sidebar is the narrow screen's drawer: open it. */
const sidebarButton = (testId: string) => {
  fireEvent.click(screen.getByTestId('mail-open-sidebar'));
  return screen.findByTestId(testId);
};

/** Pastes text where the editor's cursor is, as a user pasting from the clipboard would. */
function paste(editor: HTMLElement, text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { getData: (type: string) => (type === 'text/plain' ? text : ''), types: [] },
  });
  editor.dispatchEvent(event);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

// jsdom draws MUI slowly on a busy machine.
describe('mail compose dialog', { timeout: 60_000 }, () => {
  it('writes a formatted message in the editor, sends it, and Sent shows it formatted', async () => {
    const { calls } = serveMail();
    renderRoute('/apps/mail/inbox');
    await screen.findAllByTestId('mail-list-item', {}, slow);
    fireEvent.click(await sidebarButton('mail-compose'));

    // The editor downloads when the dialog opens; meanwhile the message field says so.
    const dialog = await screen.findByTestId('mail-compose-dialog');
    expect(within(dialog).getByTestId('compose-message-loading').textContent).toBe(
      'Opening the editor…',
    );
    const editor = await within(dialog).findByTestId('compose-message', {}, slow);
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(editor.getAttribute('aria-label')).toBe('Message');

    paste(editor, 'Grower feed please');
    await waitFor(() => expect(editor.textContent).toBe('Grower feed please'));
    fireEvent.keyDown(editor, { key: 'a', code: 'KeyA', ctrlKey: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bold' }));
    await waitFor(() =>
      expect(editor.querySelector('strong')?.textContent).toBe('Grower feed please'),
    );

    fireEvent.change(within(dialog).getByTestId('compose-subject'), {
      target: { value: 'Feed order' },
    });
    fireEvent.click(within(dialog).getByTestId('compose-send'));
    expect(await within(dialog).findByText('Enter at least one recipient')).toBeTruthy();
    expect(calls).not.toContain('POST /api/mail-app/update-mail');

    fireEvent.change(within(dialog).getByTestId('compose-to'), {
      target: { value: 'Selin <selin@feeds.example>' },
    });
    fireEvent.click(within(dialog).getByTestId('compose-send'));
    expect(await screen.findByText('Your mail was sent.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('mail-compose-dialog')).toBeNull());

    fireEvent.click(await sidebarButton('mail-nav-folder-sent'));
    const sent = await screen.findAllByTestId('mail-list-item', {}, slow);
    // The drawer hides the page from the accessibility tree until it has closed.
    const sentLinks = await within(sent[0] as HTMLElement).findAllByRole('link', {}, slow);
    fireEvent.click(sentLinks[0] as HTMLElement);
    const message = await screen.findByTestId('mail-view-message', {}, slow);
    expect(message.querySelector('strong')?.textContent).toBe('Grower feed please');
  });

  it('quotes the mail replied to inside the editor, and Escape closes without sending', async () => {
    const { calls } = serveMail();
    renderRoute('/apps/mail/inbox');
    const items = await screen.findAllByTestId('mail-list-item', {}, slow);
    fireEvent.click(within(items[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement);
    const original = await screen.findByTestId('mail-view-message', {}, slow);
    const firstWords = (original.textContent ?? '').trim().slice(0, 20);
    expect(firstWords).not.toBe('');

    fireEvent.click(screen.getByTestId('mail-reply'));
    const dialog = await screen.findByTestId('mail-compose-dialog');
    const editor = await within(dialog).findByTestId('compose-message', {}, slow);
    const quote = editor.querySelector('blockquote');
    expect(quote?.textContent).toContain(firstWords);
    // The cursor waits in the empty paragraph above the quote.
    expect(editor.firstElementChild?.tagName).toBe('P');
    expect(editor.firstElementChild?.textContent).toBe('');

    const sentBefore = calls.filter((call) => call === 'POST /api/mail-app/update-mail').length;
    fireEvent.keyDown(editor, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('mail-compose-dialog')).toBeNull());
    expect(calls.filter((call) => call === 'POST /api/mail-app/update-mail').length).toBe(
      sentBefore,
    );
  });
});
