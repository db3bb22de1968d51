import { auditEntrySchema, listResponseSchema, problemDetailsSchema } from '@flockbook/contracts';
import type { AuditEntry, ListResponse } from '@flockbook/contracts';
import { z } from 'zod';
import {
  api,
  ApiError,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_TITLE,
  readAccessToken,
} from '../../lib/api-client.ts';
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

const FILENAME_PATTERN = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

/**
 * Downloads a file the API sends to signed-in users only (a plain link cannot carry the
 * access token): fetches it with the token and saves the answer under the server's file name.
 */
export async function downloadFile(
  path: string,
  query: URLSearchParams,
  fallbackName: string,
): Promise<string> {
  const headers = new Headers({ Accept: '*/*' });
  const token = readAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${path}?${query.toString()}`, { headers });
  } catch (cause) {
    throw new ApiError({
      status: 0,
      title: NETWORK_ERROR_TITLE,
      detail: NETWORK_ERROR_MESSAGE,
      cause,
    });
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: keep the text.
    }
    const problem = problemDetailsSchema.safeParse(body);
    throw new ApiError({
      status: response.status,
      title: problem.success ? problem.data.title : response.statusText,
      detail: problem.success ? problem.data.detail : undefined,
      fieldErrors: problem.success ? problem.data.errors : undefined,
      body,
    });
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = decodeURIComponent(FILENAME_PATTERN.exec(disposition)?.[1] ?? fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
