import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { stubFetchPerTest } from '../../testing/fetch-stub.ts';
import {
  fakeAccessToken,
  requestUrl,
  storeSession,
  testUser,
} from '../../testing/render-route.tsx';
import type { RecordArea } from '../record-area.ts';
import { recordKeys } from './query-keys.ts';
import { prefetchPlainRecordPage, prefetchRecordPage } from './prefetch-record-page.ts';

const fetchMock = stubFetchPerTest();

const area = {
  endpoint: '/api/deaths',
  filters: [{ kind: 'farm' }, { kind: 'dateRange' }],
  sortFields: ['date', 'count'],
} as unknown as RecordArea;

describe('prefetchRecordPage', () => {
  it("asks for the page the list will show, into the list's cache entry", async () => {
    storeSession(testUser(['staff'], 'Kemal Demir'));
    const search = new URLSearchParams('pageSize=50&sort=count:desc&farmId=f1&tab=x&q=%20');
    prefetchRecordPage(area, search);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const query = 'page=1&pageSize=50&sort=count%3Adesc&farmId=f1';
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe(`/api/deaths?${query}`);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(recordKeys.list('/api/deaths', query))).toEqual({
        data: [],
        total: 0,
      }),
    );
  });

  it('asks for nothing without a session or with an expired one', () => {
    prefetchRecordPage(area, new URLSearchParams());
    storeSession(testUser(['staff'], 'Kemal Demir'), fakeAccessToken(-60));
    prefetchRecordPage(area, new URLSearchParams());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('prefetchPlainRecordPage', () => {
  it('asks at once, with the API path alone, for an address that says only its page', async () => {
    storeSession(testUser(['admin'], 'Aylin Kaya'));
    expect(prefetchPlainRecordPage('/api/flocks', new URLSearchParams('pageSize=50&page=2'))).toBe(
      true,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe('/api/flocks?page=2&pageSize=50');
  });

  it("leaves an address with any other parameter to the area's definition", () => {
    storeSession(testUser(['admin'], 'Aylin Kaya'));
    for (const search of ['farmId=f1', 'sort=name:asc', 'q=ross', 'tab=x']) {
      expect(prefetchPlainRecordPage('/api/flocks', new URLSearchParams(search))).toBe(false);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
