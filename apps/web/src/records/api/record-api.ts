import { auditEntrySchema, listResponseSchema } from '@flockbook/contracts';
import type { AuditEntry, ListResponse } from '@flockbook/contracts';
import { z } from 'zod';
import { api, ApiError } from '../../lib/api-client.ts';
import { downloadWithProgress } from '../../lib/download-file.ts';
import type { RecordArea, RecordBase } from '../record-area.ts';

/** One page of an area's records. */
export function fetchRecordPage(
  area: Pick<RecordArea, 'endpoint' | 'itemSchema'>,
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<ListResponse<RecordBase>> {
  const schema = listResponseSchema(area.itemSchema);
  return api.get(area.endpoint, { query, signal, parse: (data) => schema.parse(data) });
}

export function fetchRecord(
  area: Pick<RecordArea, 'endpoint' | 'itemSchema'>,
  id: string,
  signal?: AbortSignal,
): Promise<RecordBase> {
  return api.get(`${area.endpoint}/${encodeURIComponent(id)}`, {
    signal,
    parse: (data) => area.itemSchema.parse(data),
  });
}

export function createRecord(
  area: Pick<RecordArea, 'endpoint' | 'itemSchema'>,
  values: Record<string, unknown>,
): Promise<RecordBase> {
  return api.post(area.endpoint, values, { parse: (data) => area.itemSchema.parse(data) });
}

export function updateRecord(
  area: Pick<RecordArea, 'endpoint' | 'itemSchema'>,
  id: string,
  patch: Record<string, unknown>,
): Promise<RecordBase> {
  return api.patch(`${area.endpoint}/${encodeURIComponent(id)}`, patch, {
    parse: (data) => area.itemSchema.parse(data),
  });
}

export async function deleteRecord(area: Pick<RecordArea, 'endpoint'>, id: string): Promise<void> {
  await api.delete(`${area.endpoint}/${encodeURIComponent(id)}`);
}

const auditListSchema = z.array(auditEntrySchema);

/** The change history of one record, newest first (admins only). */
export function fetchRecordHistory(
  entity: string,
  entityId: string,
  signal?: AbortSignal,
): Promise<AuditEntry[]> {
  return api.get('/api/audit', {
    query: { entity, entityId },
    signal,
    parse: (data) => auditListSchema.parse(data),
  });
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
