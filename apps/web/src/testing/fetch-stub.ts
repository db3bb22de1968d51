import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { jsonResponse } from './render-route.tsx';

/**
 * A `fetch` stub for every test of the calling file, answering an empty page of records unless
 * a test says otherwise; after each test the stub, the query cache and storage are cleared.
 */
export function stubFetchPerTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(jsonResponse({ data: [], total: 0 }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    queryClient.clear();
    localStorage.clear();
  });
  return fetchMock;
}
