import 'fake-indexeddb/auto';
import type { ProblemDetails } from '@flockbook/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clear, createStore, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import type { StoredItem } from '../../lib/outbox/outbox-types.ts';
import { renderInShell, testSession } from '../../testing/render-in-shell.tsx';
import { testUser } from '../../testing/render-route.tsx';
import { OutboxMenu } from './outbox-menu.tsx';
import { slow } from '../../testing/waits.ts';

const staff = testUser(['staff'], 'Kemal Demir');
const store = createStore('flockbook-outbox', 'writes');

let seq = 0;
async function keep(key: string, state: StoredItem['state'], extra: Partial<StoredItem> = {}) {
  seq += 1;
  const item: StoredItem = {
    key,
    method: 'POST',
    path: '/api/daily-round',
    body: { roundId: key },
    label: `Daily round ${key}`,
    href: `/apps/daily-round?round=${key}`,
    state,
    createdAt: '2026-11-28T06:30:00.000Z',
    userId: staff.uuid,
    seq,
    attempts: 0,
    ...extra,
  };
  await set(key, item, store);
  // As another tab of the app would: the outbox reads the queue again.
  const channel = new BroadcastChannel('flockbook-outbox');
  channel.postMessage('changed');
  channel.close();
}

const refusal: ProblemDetails = {
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  detail: 'The round was not saved: correct the fields named and send it again.',
  errors: { 'houses.0.deaths.0.count': 'Only 40 birds are alive on 2026-11-28' },
};

beforeEach(async () => {
  await clear(store);
});

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
});

describe('the toolbar outbox', () => {
  it('is not there while nothing waits', async () => {
    renderInShell(<OutboxMenu />, testSession(staff));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('outbox-button')).toBeNull();
  });

  it('counts what waits, lists each change with its state, and leads to it', async () => {
    await keep('r1', 'waiting');
    await keep('r2', 'sending');
    await keep('r3', 'refused', { problem: refusal });
    // Another user's changes on the same phone are theirs alone.
    await keep('other', 'waiting', { userId: 'someone-else' });
    const { router } = renderInShell(<OutboxMenu />, testSession(staff));

    const button = await screen.findByRole(
      'button',
      { name: '2 changes waiting to send, 1 change refused by the server' },
      slow,
    );
    expect(within(button).getByTestId('outbox-badge').textContent).toBe('3');

    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Waiting to send' }, slow);
    const items = within(dialog).getAllByTestId('outbox-item');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'waiting',
      'sending',
      'refused',
    ]);
    expect(items[0]?.textContent).toContain('Daily round r1');
    expect(items[1]?.textContent).toContain('Sending…');
    expect(items[2]?.textContent).toContain('Refused: open it to correct');
    expect(items[2]?.textContent).toContain(refusal.detail);

    // Each leads to where it is opened again, by keyboard as by pointer.
    const link = within(items[2]!).getByRole('link', { name: /Daily round r3/ });
    expect(link.getAttribute('href')).toBe('/apps/daily-round?round=r3');
    link.focus();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?round=r3'));
  });

  it('discards a refused change', async () => {
    await keep('r3', 'refused', { problem: refusal });
    renderInShell(<OutboxMenu />, testSession(staff));
    fireEvent.click(await screen.findByTestId('outbox-button', {}, slow));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard Daily round r3' }, slow));
    await waitFor(() => expect(screen.queryByTestId('outbox-button')).toBeNull());
  });

  it('speaks Arabic with its plural forms', async () => {
    await keep('r1', 'waiting');
    await keep('r2', 'waiting');
    await act(() => changeLanguage('ar'));
    renderInShell(<OutboxMenu />, testSession(staff));
    fireEvent.click(await screen.findByRole('button', { name: 'تغييران بانتظار الإرسال' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'بانتظار الإرسال' }, slow);
    expect(within(dialog).getByRole('button', { name: 'أرسل الآن' })).toBeTruthy();
  });
});
