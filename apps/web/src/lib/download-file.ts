import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_TITLE,
  readAccessToken,
} from './api-client.ts';
import { readProblemDetails } from './problem-details.ts';

/** How much of the file has arrived; `total` is null when the server did not say. */
export type DownloadProgress = { loaded: number; total: number | null };

export type DownloadOptions = {
  /** The file name when the server names none. */
  fallbackName: string;
  signal?: AbortSignal;
  /** Called once the server has answered (the report is made), then as the file arrives. */
  onProgress?: (progress: DownloadProgress) => void;
};

const FILENAME_PATTERN = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

/**
 * Fetches a report with the signed-in user's access token (a plain link cannot carry it),
 * reading the body piece by piece to report progress, and saves it under the server's file
 * name. Answers that name; a refusal throws an `ApiError` with the server's field messages.
 */
export async function downloadWithProgress(url: string, options: DownloadOptions): Promise<string> {
  const headers = new Headers({ Accept: '*/*' });
  const token = readAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: options.signal ?? null });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError({
      status: 0,
      title: NETWORK_ERROR_TITLE,
      detail: NETWORK_ERROR_MESSAGE,
      cause,
    });
  }
  if (!response.ok) throw await refusal(response);

  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  options.onProgress?.({ loaded: 0, total });
  const chunks: BlobPart[] = [];
  if (response.body) {
    const reader = response.body.getReader();
    let loaded = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      options.onProgress?.({ loaded, total });
    }
  } else {
    chunks.push(await response.blob());
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = decodeURIComponent(FILENAME_PATTERN.exec(disposition)?.[1] ?? options.fallbackName);
  saveBlob(new Blob(chunks, { type }), name);
  return name;
}

/** Hands the file to the browser to save. */
function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

async function refusal(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // Not JSON: keep the text.
  }
  const problem = readProblemDetails(body);
  return new ApiError({
    status: response.status,
    title: problem ? problem.title : response.statusText,
    detail: problem?.detail,
    fieldErrors: problem?.errors,
    body,
  });
}
