import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { stubFetchPerTest } from '../../testing/fetch-stub.ts';
import { jsonResponse, requestUrl, storeSession, testUser } from '../../testing/render-route.tsx';
import { prefetchAppSettings } from './app-settings-query.ts';
import { settingsKey } from './query-keys.ts';

const fetchMock = stubFetchPerTest();

describe('prefetchAppSettings', () => {
  it('asks once for the settings a stored session may read, into the cache the lists read', async () => {
    storeSession(testUser(['staff']));
    fetchMock.mockResolvedValue(jsonResponse({ currency: 'TRY' }));
    prefetchAppSettings();
    prefetchAppSettings();
    await expect.poll(() => queryClient.getQueryData(settingsKey)).toEqual({ currency: 'TRY' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe('/api/settings');
  });

  it('asks for nothing without a stored session', () => {
    prefetchAppSettings();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
