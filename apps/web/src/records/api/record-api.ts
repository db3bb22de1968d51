import type { AuditEntry, ListResponse } from '@flockbook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client.ts';
import { downloadWithProgress } from '../../lib/download-file.ts';
import type { RecordArea, RecordBase } from '../record-area.ts';
import { recordKeys } from './query-keys.ts';

/**
 * One page of an area's records. Answers are typed, not parsed again: the server writes them
 * by the shared contract, so no schema is downloaded for a list.
 */
export function fetchRecordPage(
  area: Pick<RecordArea, 'endpoint'>,
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<ListResponse<RecordBase>> {
  return api.get<ListResponse<RecordBase>>(area.endpoint, { query, signal });
}

/**
 * One page of an area's list as a query: the key its list reads and how the page is fetched,
 * for the list itself and for the route that asks for its first rows early.
 */
export function recordPageQuery(area: Pick<RecordArea, 'endpoint'>, query: string) {
  return queryOptions({
    queryKey: recordKeys.list(area.endpoint, query),
    queryFn: ({ signal }) => fetchRecordPage(area, new URLSearchParams(query), signal),
  });
}

export function fetchRecord(
  area: Pick<RecordArea, 'endpoint'>,
  id: string,
  signal?: AbortSignal,
): Promise<RecordBase> {
  return api.get<RecordBase>(`${area.endpoint}/${encodeURIComponent(id)}`, { signal });
}

export function createRecord(
  area: Pick<RecordArea, 'endpoint'>,
  values: Record<string, unknown>,
): Promise<RecordBase> {
  return api.post<RecordBase>(area.endpoint, values);
}

export function updateRecord(
  area: Pick<RecordArea, 'endpoint'>,
  id: string,
  patch: Record<string, unknown>,
): Promise<RecordBase> {
  return api.patch<RecordBase>(`${area.endpoint}/${encodeURIComponent(id)}`, patch);
}

export async function deleteRecord(area: Pick<RecordArea, 'endpoint'>, id: string): Promise<void> {
  await api.delete(`${area.endpoint}/${encodeURIComponent(id)}`);
}

/** The change history of one record, newest first (admins only). */
export function fetchRecordHistory(
  entity: string,
  entityId: string,
  signal?: AbortSignal,
): Promise<AuditEntry[]> {
  return api.get<AuditEntry[]>('/api/audit', { query: { entity, entityId }, signal });
}

/**
 * The newer record a 409 'Edit conflict' carries, when the error is one; other 409s (a
 * duplicate name, a closed flock) answer undefined.
 */
export function conflictCurrent(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('current' in body)) return undefined;
  const current: unknown = body.current;
  return typeof current === 'object' && current !== null
    ? (current as Record<string, unknown>)
    : undefined;
}

/** Downloads an export of the API (with the access token) under the server's file name. */
export function downloadFile(
  path: string,
  query: URLSearchParams,
  fallbackName: string,
): Promise<string> {
  return downloadWithProgress(`${path}?${query.toString()}`, { fallbackName });
}
