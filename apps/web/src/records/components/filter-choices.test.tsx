import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flocksArea } from '../../features/farm-records/areas/flocks-area.tsx';
import { ACCESS_TOKEN_KEY } from '../../lib/api-client.ts';
import { renderInShell, testSession } from '../../testing/render-in-shell.tsx';
import { jsonResponse, requestUrl, testUser } from '../../testing/render-route.tsx';
import { RecordList } from './record-list.tsx';

// The filters' choices are asked for only for the selects a list shows, and after its rows.
const FARM = { id: '11111111-1111-4111-8111-111111111111', name: 'North Farm' };
const fetchMock = vi.fn<typeof fetch>();
const asked = () => fetchMock.mock.calls.map(([input]) => requestUrl(input as RequestInfo));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
  fetchMock.mockImplementation(async (input) => {
    const url = requestUrl(input as RequestInfo);
    if (url.includes('/api/farms')) return jsonResponse({ data: [FARM], total: 1 });
    return jsonResponse({ data: [], total: 0 });
  });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('filter choices', () => {
  it('asks for the farms once the list is drawn, and for no flocks where there is no flock filter', async () => {
    renderInShell(
      <RecordList area={flocksArea} stateMode="local" />,
      testSession(testUser(['admin'])),
    );
    await screen.findByTestId('record-list-flocks');
    await waitFor(() => expect(asked()).toContain('/api/farms?pageSize=200&sort=name%3Aasc'));
    const firstRows = asked().findIndex((url) => url.startsWith('/api/flocks?page=1'));
    const farms = asked().indexOf('/api/farms?pageSize=200&sort=name%3Aasc');
    expect(firstRows).toBeGreaterThanOrEqual(0);
    expect(farms).toBeGreaterThan(firstRows);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked().filter((url) => url.includes('/api/flocks?pageSize=200'))).toEqual([]);
  });
});
