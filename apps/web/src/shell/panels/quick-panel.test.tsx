import type { QuickPanelData } from '@flockbook/mock-api/quick-panel';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl } from '../../testing/render-route.tsx';
import { renderInShell, testSession } from '../../testing/render-in-shell.tsx';
import { quickPanelActions, resetPanels } from './panel-store.ts';
import { QuickPanel, todayParts } from './quick-panel.tsx';

const data: QuickPanelData = {
  events: [
    { id: 'e1', title: 'Vaccination: Newcastle booster', detail: 'Today 07:30' },
    { id: 'e2', title: 'Feed delivery', detail: 'Today 11:00' },
  ],
  notes: [{ id: 'n1', title: 'Generator test run passed', detail: '12 minutes under load' }],
};

const fetchMock = vi.fn<typeof fetch>(async (input) =>
  requestUrl(input as RequestInfo) === '/api/quick-panel/data'
    ? jsonResponse(data)
    : new Response(null, { status: 404 }),
);

beforeEach(() => vi.stubGlobal('fetch', fetchMock));

afterEach(() => {
  cleanup();
  resetPanels();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

describe('todayParts', () => {
  it('writes the date in the page language', () => {
    const date = new Date(2026, 10, 21);
    expect(todayParts(date, 'en')).toMatchObject({
      weekday: 'Saturday',
      day: '21',
      monthYear: 'November 2026',
      full: 'Saturday, November 21, 2026',
    });
    expect(todayParts(date, 'tr').weekday).toBe('Cumartesi');
  });
});

describe('quick panel', () => {
  it("shows today's date, the events, the notes and the quick settings", async () => {
    renderInShell(<QuickPanel />, testSession());
    act(() => quickPanelActions.open());

    const date = await screen.findByTestId('quick-panel-date');
    expect(date.getAttribute('aria-label')).toBe(todayParts(new Date(), 'en').full);

    const events = screen.getByTestId('quick-panel-events');
    expect(within(events).getByText('Events')).toBeTruthy();
    expect(await within(events).findByText('Vaccination: Newcastle booster')).toBeTruthy();
    expect(within(events).getAllByTestId('quick-panel-item')).toHaveLength(2);
    const notes = screen.getByTestId('quick-panel-notes');
    expect(within(notes).getByText('Generator test run passed')).toBeTruthy();

    const settings = screen.getByTestId('quick-panel-settings');
    expect(within(settings).getByText('Quick Settings')).toBeTruthy();
    const cloudSync = within(settings).getByRole('switch', { name: 'Cloud Sync' });
    expect((cloudSync as HTMLInputElement).checked).toBe(false);
    fireEvent.click(cloudSync);
    expect((cloudSync as HTMLInputElement).checked).toBe(true);
    for (const name of ['Notifications', 'Retro Thrusters']) {
      expect(within(settings).getByRole('switch', { name })).toBeTruthy();
    }
  });
});
