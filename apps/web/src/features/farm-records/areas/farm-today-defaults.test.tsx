import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetMessages } from '../../../lib/message-store.ts';
import { RecordFormLoader } from '../../../records/components/record-form-loader.tsx';
import type { RecordArea } from '../../../records/record-area.ts';
import { renderInShell, testSession } from '../../../testing/render-in-shell.tsx';
import { jsonResponse, testUser } from '../../../testing/render-route.tsx';
import { deathsArea } from './deaths-area.ts';
import { messArea } from './mess-area.ts';

// A new record's date is its farm's today as the server answers it with the farm, never the
// browser's date: at 23:30 UTC a farm in Auckland (UTC+13) is already on the next day.
const fetchMock = vi.fn<typeof fetch>();
const AUCKLAND = '11111111-1111-4111-8111-111111111111';
const LOS_ANGELES = '22222222-2222-4222-8222-222222222222';
const FLOCK = '33333333-3333-4333-8333-333333333333';
let farms: { id: string; name: string; today: string; hasHouses: boolean }[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 0, 14, 23, 30));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
  farms = [{ id: AUCKLAND, name: 'Auckland Farm', today: '2026-01-15', hasHouses: false }];
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/farms') return jsonResponse({ data: farms, total: farms.length });
    if (url.pathname === '/api/flocks') {
      const flock = { id: FLOCK, name: 'Batch 7', farmId: AUCKLAND, farmName: 'Auckland Farm' };
      return jsonResponse({ data: [{ ...flock, status: 'active' }], total: 1 });
    }
    return jsonResponse({ data: [], total: 0 });
  });
});
afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
  fetchMock.mockReset();
  resetMessages();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const newRecordForm = (area: RecordArea) =>
  renderInShell(
    <RecordFormLoader area={area} onSaved={() => undefined} onCancel={() => undefined} />,
    testSession(testUser(['admin'])),
  );
const dateInput = async () => (await screen.findByLabelText(/^Date/)) as HTMLInputElement;
const choose = async (label: RegExp, option: RegExp) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

it("dates a new record on its farm's today from the farm answer, not the browser's", async () => {
  newRecordForm(messArea);
  const input = await dateInput();
  await waitFor(() => expect(input.value).toBe('2026-01-15'));
  expect(input.max).toBe('2026-01-15');
});

it('follows the farm chosen, and keeps a date the user set', async () => {
  farms = [
    { id: AUCKLAND, name: 'Auckland Farm', today: '2026-01-15', hasHouses: false },
    { id: LOS_ANGELES, name: 'Los Angeles Farm', today: '2026-01-13', hasHouses: false },
  ];
  newRecordForm(messArea);
  // No farm chosen and the farms on different days: the browser's date meanwhile.
  expect((await dateInput()).value).toBe('2026-01-14');
  await choose(/^Farm/, /Los Angeles Farm/);
  await waitFor(async () => expect((await dateInput()).value).toBe('2026-01-13'));
  await choose(/^Farm/, /Auckland Farm/);
  await waitFor(async () => expect((await dateInput()).value).toBe('2026-01-15'));
  fireEvent.change(await dateInput(), { target: { value: '2026-01-10' } });
  await choose(/^Farm/, /Los Angeles Farm/);
  expect((await dateInput()).value).toBe('2026-01-10');
});

it("dates a death on the chosen flock's farm's today", async () => {
  farms = [
    { id: LOS_ANGELES, name: 'Los Angeles Farm', today: '2026-01-13', hasHouses: false },
    { id: AUCKLAND, name: 'Auckland Farm', today: '2026-01-15', hasHouses: false },
  ];
  newRecordForm(deathsArea);
  expect((await dateInput()).value).toBe('2026-01-14');
  await choose(/^Flock/, /Batch 7/);
  await waitFor(async () => expect((await dateInput()).value).toBe('2026-01-15'));
});
