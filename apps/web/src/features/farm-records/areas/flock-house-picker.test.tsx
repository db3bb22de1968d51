import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetMessages } from '../../../lib/message-store.ts';
import { RecordFormLoader } from '../../../records/components/record-form-loader.tsx';
import { renderInShell, testSession } from '../../../testing/render-in-shell.tsx';
import { jsonResponse, testUser } from '../../../testing/render-route.tsx';
import { flocksArea } from './flocks-area.tsx';

// The flock form asks for the house whenever the chosen farm has houses: a picker of that
// farm's houses in use. A farm without houses keeps the house's name in text.
const fetchMock = vi.fn<typeof fetch>();
const WITH_HOUSES = '11111111-1111-4111-8111-111111111111';
const WITHOUT_HOUSES = '22222222-2222-4222-8222-222222222222';
const HOUSE_1 = '33333333-3333-4333-8333-333333333333';
const HOUSE_2 = '44444444-4444-4444-8444-444444444444';
const farm = (id: string, name: string, hasHouses: boolean) => ({ id, name, hasHouses });
const house = (
  id: string,
  name: string,
  capacityBirds: number,
  activeFlockName: string | null,
) => ({
  id,
  farmId: WITH_HOUSES,
  name,
  capacityBirds,
  active: true,
  activeFlockId: activeFlockName ? `${id}-flock` : null,
  activeFlockName,
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/farms') {
      const farms = [
        farm(WITH_HOUSES, 'Green Acres', true),
        farm(WITHOUT_HOUSES, 'Riverbend', false),
      ];
      return jsonResponse({ data: farms, total: 2 });
    }
    if (url.pathname === '/api/houses') {
      const asked =
        url.searchParams.get('farmId') === WITH_HOUSES && url.searchParams.get('active') === 'true';
      const houses = [
        house(HOUSE_1, 'House 1', 12000, null),
        house(HOUSE_2, 'House 2', 9000, 'Batch 23'),
      ];
      return jsonResponse({ data: asked ? houses : [], total: asked ? 2 : 0 });
    }
    if (url.pathname === '/api/flocks' && init?.method === 'POST') {
      return jsonResponse(
        { id: 'f1', version: 1, name: 'Batch 24', handle: 'batch-24' },
        { status: 201 },
      );
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
});

const choose = async (label: RegExp, option: RegExp) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

it("offers the chosen farm's houses in use, and keeps the text of a farm without houses", async () => {
  renderInShell(
    <RecordFormLoader area={flocksArea} onSaved={() => undefined} onCancel={() => undefined} />,
    testSession(testUser(['admin'])),
  );
  await screen.findByTestId('record-save');
  expect(document.querySelector('input[name="houseId"], input[name="house"]')).toBeNull();

  await choose(/^Farm/, /Riverbend/);
  await waitFor(() => expect(document.querySelector('input[name="house"]')).not.toBeNull());
  expect(document.querySelector('input[name="houseId"]')).toBeNull();

  await choose(/^Farm/, /Green Acres/);
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^House/ }));
  const listbox = await screen.findByRole('listbox');
  const free = within(listbox).getByRole('option', { name: /House 1/ });
  const taken = within(listbox).getByRole('option', { name: /House 2/ });
  expect(free.textContent).toContain('room for 12,000 birds');
  expect(taken.textContent).toContain('holds Batch 23');
  expect(taken.getAttribute('aria-disabled')).toBe('true');
  expect(document.querySelector('input[name="house"]')).toBeNull();
  fireEvent.click(free);

  const input = (name: string) =>
    document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  fireEvent.change(input('name'), { target: { value: 'Batch 24' } });
  fireEvent.change(input('chicksPlaced'), { target: { value: '10000' } });
  fireEvent.change(input('chickPrice'), { target: { value: '50' } });
  fireEvent.click(screen.getByTestId('record-save'));
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
  );
  const [, post] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') ?? [];
  expect(JSON.parse(String(post?.body))).toMatchObject({ farmId: WITH_HOUSES, houseId: HOUSE_1 });
});
