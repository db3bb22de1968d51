import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../testing/fetch-stub.ts';
import { requestUrl, storeSession, testUser } from '../testing/render-route.tsx';
import { prefetchListRows } from './list-route-start.ts';
import type { AreaPaths, RecordArea } from './record-area.ts';

const fetchMock = stubFetchPerTest();

const paths: AreaPaths = {
  list: '/apps/death-details',
  create: '/apps/death/new',
  edit: '/apps/death/:id',
  api: '/api/deaths',
};
const area = {
  endpoint: '/api/deaths',
  filters: [{ kind: 'farm' }],
  sortFields: ['date'],
} as unknown as RecordArea;

beforeEach(() => {
  storeSession(testUser(['staff'], 'Kemal Demir'));
});

describe('prefetchListRows', () => {
  it("asks for a page-only address's rows without waiting for the area's definition", async () => {
    const load = vi.fn(() => new Promise<RecordArea>(() => undefined));
    await prefetchListRows(paths, load, new URLSearchParams('pageSize=50'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe('/api/deaths?page=1&pageSize=50');
    expect(load).not.toHaveBeenCalled();
  });

  it('reads filters and sort with the definition, and asks once when called twice', async () => {
    const load = vi.fn(() => Promise.resolve(area));
    const search = new URLSearchParams('sort=date:desc&farmId=f1');
    await Promise.all([
      prefetchListRows(paths, load, search),
      prefetchListRows(paths, load, search),
    ]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe(
      '/api/deaths?page=1&pageSize=25&sort=date%3Adesc&farmId=f1',
    );
  });

  it('leaves a definition that cannot be loaded to the route, asking for nothing', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(prefetchListRows(paths, load, new URLSearchParams('q=ross'))).resolves.toBe(
      undefined,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
