import { waitForMockIfNeeded } from './mock.ts';
import { readProblemDetails } from './problem-details.ts';

/** Local storage key of the signed-in user's access token. */
export const ACCESS_TOKEN_KEY = 'jwt_access_token';

export const NETWORK_ERROR_TITLE = 'Network error';
export const NETWORK_ERROR_MESSAGE =
  'Cannot reach the server. Check your connection and try again.';

/** Field name -> message, as sent by the server for a rejected input. */
export type FieldErrors = Record<string, string>;

type ApiErrorInit = {
  status: number;
  title: string;
  detail?: string | undefined;
  fieldErrors?: FieldErrors | undefined;
  body?: unknown;
  cause?: unknown;
};

/**
 * A request that did not succeed. `status` is the HTTP status, or 0 when the server could
 * not be reached at all. `fieldErrors` holds per-field messages for form validation.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly fieldErrors: FieldErrors;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.detail ?? init.title, { cause: init.cause });
    this.status = init.status;
    this.title = init.title;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions<T> = {
  method?: HttpMethod;
  /** Sent as JSON, unless it is FormData. */
  body?: unknown;
  query?: URLSearchParams | Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** Checks and types the answer, e.g. `schema.parse` of a shared contract. */
  parse?: (data: unknown) => T;
  /**
   * A 401 answer to this request is an answer about the credentials it carries (sign-in,
   * the start-up token check), not a sign that the session has ended: the unauthorized
   * handler is not called.
   */
  ignoreUnauthorized?: boolean;
};

type UnauthorizedHandler = (error: ApiError) => void;

let unauthorizedHandler: UnauthorizedHandler | undefined;

/**
 * Registers the function called when a request sent with an access token is answered 401,
 * i.e. the session is no longer accepted. Returns a function that removes it again.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

/** Sends one request to the API and answers its JSON body, or throws an `ApiError`. */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const url = withQuery(path, options.query);
  // Only a mocked path waits: the others are sent at once, so a request made while the page's
  // code is still being evaluated (the start-up session check) goes out before that ends.
  const mock = waitForMockIfNeeded(url);
  if (mock) await mock;

  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json, application/problem+json');
  // A request may carry credentials of its own (a hosted ID token to exchange).
  const token = headers.has('Authorization') ? null : readAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError({
      status: 0,
      title: NETWORK_ERROR_TITLE,
      detail: NETWORK_ERROR_MESSAGE,
      cause: error,
    });
  }

  const data = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response, data);
    if (response.status === 401 && token && !options.ignoreUnauthorized) {
      unauthorizedHandler?.(error);
    }
    throw error;
  }
  return options.parse ? options.parse(data) : (data as T);
}

type BodylessOptions<T> = Omit<ApiRequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: <T = unknown>(path: string, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  post: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};

/** Matches react-hook-form's `setError`, without depending on it. */
export type SetFieldError<TField extends string> = (
  field: TField,
  error: { type: string; message: string },
) => void;

/**
 * Puts the server's field messages of `error` onto a form through `setError`.
 * With `fields`, only those fields are set. Answers whether any field received a message,
 * so the caller can show a general message otherwise.
 */
export function applyFieldErrors<TField extends string>(
  error: unknown,
  setError: SetFieldError<TField>,
  fields?: readonly TField[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (fields && !fields.includes(field as TField)) continue;
    setError(field as TField, { type: 'server', message });
    applied = true;
  }
  return applied;
}

export function readAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

function withQuery(path: string, query: ApiRequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ApiError({
      status: response.status,
      title: 'Invalid response',
      detail: 'The server sent a response that could not be read.',
      body: text,
      cause,
    });
  }
}

function toApiError(response: Response, data: unknown): ApiError {
  const status = response.status;
  const fallbackTitle = response.statusText || `Request failed with status ${status}`;

  const problem = readProblemDetails(data);
  if (problem) {
    return new ApiError({
      status,
      title: problem.title,
      detail: problem.detail,
      fieldErrors: problem.errors,
      body: data,
    });
  }

  if (isRecord(data)) {
    const message = typeof data.message === 'string' ? data.message : undefined;
    if (isRecord(data.error)) {
      return new ApiError({
        status,
        title: fallbackTitle,
        detail: message,
        fieldErrors: stringEntries(data.error),
        body: data,
      });
    }
    if (typeof data.error === 'string') {
      return new ApiError({
        status,
        title: message ? data.error : fallbackTitle,
        detail: message ?? data.error,
        body: data,
      });
    }
    return new ApiError({ status, title: fallbackTitle, detail: message, body: data });
  }

  const text = typeof data === 'string' ? data.trim() : '';
  const readable = text !== '' && !text.startsWith('<') && text.length <= 500;
  return new ApiError({
    status,
    title: fallbackTitle,
    detail: readable ? text : undefined,
    body: data,
  });
}

function stringEntries(record: Record<string, unknown>): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string' && value !== '') result[key] = value;
  }
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}
