import type { Death } from '@flockbook/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deathsArea } from '../../features/farm-records/areas/deaths-area.ts';
import { ACCESS_TOKEN_KEY } from '../../lib/api-client.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { renderInShell, testSession } from '../../testing/render-in-shell.tsx';
import { jsonResponse, requestUrl, testUser } from '../../testing/render-route.tsx';
import { cardColumns } from './record-cards.tsx';
import { RecordList } from './record-list.tsx';

// On a phone a list's records are cards of their key columns that open as a table row does.
const death: Death = {
  id: '33333333-3333-4333-8333-333333333333',
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-10-01T08:00:00.000Z',
  createdBy: null,
  version: 1,
  flockId: '22222222-2222-4222-8222-222222222222',
  flockName: 'Batch 7',
  farmId: '11111111-1111-4111-8111-111111111111',
  farmName: 'North Farm',
  date: '2026-10-01',
  count: 14,
  cause: 'heat stress',
  notes: 'Fans failed at noon',
};
const second: Death = { ...death, id: '44444444-4444-4444-8444-444444444444', count: 3 };

const fetchMock = vi.fn<typeof fetch>();
let answer: () => Response = () => jsonResponse({ data: [death, second], total: 2 });
const listAsks = () =>
  fetchMock.mock.calls
    .map(([input]) => requestUrl(input as RequestInfo))
    .filter((url) => url.startsWith('/api/deaths?'));

/** A window of the given width: MUI's breakpoint queries match as a browser's would. */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && (min || max);
    return {
      matches: Boolean(matches),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
  answer = () => jsonResponse({ data: [death, second], total: 2 });
  fetchMock.mockImplementation(async (input) => {
    const url = requestUrl(input as RequestInfo);
    if (url.startsWith('/api/deaths?')) return answer();
    return jsonResponse({ data: [], total: 0 });
  });
});
afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
  fetchMock.mockReset();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const list = () =>
  renderInShell(
    <RecordList area={deathsArea} stateMode="local" />,
    testSession(testUser(['admin'])),
  );

describe('the record list on a phone', () => {
  it('shows each record as a card of its key columns, without the table', async () => {
    windowOf(390);
    list();
    const cards = await screen.findAllByTestId('record-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('1 Oct 2026')).toBeTruthy();
    for (const [label, value] of [
      ['Flock', 'Batch 7'],
      ['Farm', 'North Farm'],
      ['Birds', '14'],
      ['Cause', 'Heat stress'],
    ] as const) {
      const term = first.getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling?.textContent).toBe(value);
    }
    // The notes are not a key column: they are read by opening the record.
    expect(first.queryByText('Fans failed at noon')).toBeNull();
    expect(screen.getByTestId('page-total-count').textContent).toContain('17');
  });

  it('opens a record on a tap, and on Enter from the focused card', async () => {
    windowOf(390);
    const { router } = list();
    const cards = await screen.findAllByTestId('record-card');
    fireEvent.click(cards[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/death/${death.id}`));

    cleanup();
    const again = list();
    const card = (await screen.findAllByTestId('record-card'))[1] as HTMLElement;
    expect(card.tabIndex).toBe(0);
    card.focus();
    fireEvent.keyDown(card, { key: 'Enter' });
    await waitFor(() =>
      expect(again.router.state.location.pathname).toBe(`/apps/death/${second.id}`),
    );
  });

  it('sorts by a chosen column, then turns the direction', async () => {
    windowOf(390);
    list();
    await screen.findAllByTestId('record-card');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Birds' }));
    await waitFor(() => expect(listAsks().at(-1)).toContain('sort=count%3Aasc'));
    fireEvent.click(screen.getByRole('button', { name: 'Ascending' }));
    await waitFor(() => expect(listAsks().at(-1)).toContain('sort=count%3Adesc'));
    expect(screen.getByRole('button', { name: 'Descending' })).toBeTruthy();
  });

  it('shows the empty and the error state as the table does', async () => {
    windowOf(390);
    answer = () => jsonResponse({ data: [], total: 0 });
    list();
    expect((await screen.findByTestId('record-list-empty')).textContent).toContain(
      'No deaths recorded yet.',
    );
    cleanup();
    answer = () => jsonResponse({ error: 'Down', status: 500 }, { status: 500 });
    list();
    expect(await screen.findByTestId('record-list-error')).toBeTruthy();
    expect(screen.queryByTestId('record-card')).toBeNull();
  });

  it('speaks Arabic on its cards', async () => {
    windowOf(390);
    await act(() => changeLanguage('ar'));
    list();
    const card = within((await screen.findAllByTestId('record-card'))[0] as HTMLElement);
    expect(card.getByText('القطيع', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'الترتيب حسب' })).toBeTruthy();
  });

  it('keeps the table on a desktop', async () => {
    windowOf(1280);
    list();
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Notes' })).toBeTruthy();
    expect(screen.queryByTestId('record-card')).toBeNull();
  });
});

describe('card columns', () => {
  it('are the columns marked for phones, or the first four when none is marked', () => {
    const plain: { field: string; phone?: boolean }[] = ['a', 'b', 'c', 'd', 'e'].map((field) => ({
      field,
    }));
    expect(cardColumns(plain).map((column) => column.field)).toEqual(['a', 'b', 'c', 'd']);
    const marked = [{ field: 'a' }, { field: 'b', phone: true }, { field: 'c', phone: true }];
    expect(cardColumns(marked).map((column) => column.field)).toEqual(['b', 'c']);
  });
});
