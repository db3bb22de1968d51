import type { FeedPurchase } from '@flockbook/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { RecordFormLoader } from '../../../records/components/record-form-loader.tsx';
import { RecordList } from '../../../records/components/record-list.tsx';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderInShell, testSession } from '../../../testing/render-in-shell.tsx';
import { jsonResponse, requestUrl, testUser } from '../../../testing/render-route.tsx';
import { feedPurchasesArea } from './feed-purchases-area.ts';

// Staff record a purchase with its price, but their answers carry no money (the server
// leaves it out): their screens must work without it and never overwrite the saved price.
const FARM_ID = '11111111-1111-4111-8111-111111111111';
const base = {
  id: '22222222-2222-4222-8222-222222222222',
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-10-01T08:00:00.000Z',
  createdBy: null,
  version: 3,
  farmId: FARM_ID,
  farmName: 'North Farm',
  flockId: null,
  flockName: null,
  date: '2026-10-01',
  feedType: 'starter',
  bags: '10.000',
  bagWeightKg: '50.000',
  quantityKg: '500.000',
  supplierId: null,
  supplierName: null,
  invoiceNo: '',
  notes: '',
} satisfies FeedPurchase;
const staffSees: FeedPurchase = base;
const adminSees: FeedPurchase = { ...base, pricePerBag: '4800.00', total: '48000.00' };

const fetchMock = vi.fn<typeof fetch>();
/** The purchase the list answers, as the server sends it to the signed-in role. */
let listed: FeedPurchase = staffSees;
const patchBodies = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
  listed = staffSees;
  fetchMock.mockImplementation(async (input, init) => {
    const url = requestUrl(input as RequestInfo);
    if (init?.method === 'PATCH')
      return jsonResponse({ ...staffSees, notes: 'checked', version: 4 });
    if (url.includes('/api/farms'))
      return jsonResponse({ data: [{ id: FARM_ID, name: 'North Farm' }], total: 1 });
    if (url.includes('/api/feed-purchases')) return jsonResponse({ data: [listed], total: 1 });
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
});

const form = (role: string, record?: FeedPurchase) =>
  renderInShell(
    <RecordFormLoader
      area={feedPurchasesArea}
      record={record}
      onSaved={() => undefined}
      onCancel={() => undefined}
    />,
    testSession(testUser([role])),
  );

describe('feed purchases without money', () => {
  it('still asks staff for the price of a new purchase', async () => {
    form('staff');
    expect(await screen.findByLabelText(/Price per bag/)).toBeTruthy();
  });

  it('lets staff edit without the price, and never sends one', async () => {
    form('staff', staffSees);
    const notes = await screen.findByLabelText(/Notes/);
    expect(screen.queryByLabelText(/Price per bag/)).toBeNull();
    fireEvent.change(notes, { target: { value: 'checked' } });
    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() => expect(patchBodies()).toHaveLength(1));
    expect(patchBodies()[0]).toEqual({ notes: 'checked', version: 3 });
  });

  it('shows admins the saved price when they edit', async () => {
    form('admin', adminSees);
    const price = await screen.findByLabelText(/Price per bag/);
    expect((price as HTMLInputElement).value).toBe('4800.00');
  });

  it('lists no money columns for staff, and both for admins', async () => {
    const list = (role: string) =>
      renderInShell(
        <RecordList area={feedPurchasesArea} stateMode="local" />,
        testSession(testUser([role])),
      );
    list('staff');
    await screen.findByText('North Farm');
    expect(screen.queryByRole('columnheader', { name: /Price per bag/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /^Total/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Feed type/ })).toBeTruthy();
    cleanup();
    listed = adminSees;
    list('admin');
    await screen.findByText('North Farm');
    expect(screen.getByRole('columnheader', { name: /Price per bag/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /^Total/ })).toBeTruthy();
  });
});
