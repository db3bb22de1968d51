import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl } from '../testing/render-route.tsx';
import {
  ACCESS_TOKEN_KEY,
  api,
  ApiError,
  applyFieldErrors,
  NETWORK_ERROR_MESSAGE,
  setUnauthorizedHandler,
} from './api-client.ts';

const mockGate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { ready, open: () => open() };
});

vi.mock('./mock.ts', () => ({
  waitForMockIfNeeded: (path: string) => (path.startsWith('/api/faq') ? mockGate.ready : undefined),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function sentHeaders(call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

describe('api client', () => {
  it('sends the stored access token as a bearer token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
    fetchMock.mockResolvedValue(jsonResponse({ status: 'ok' }));

    await expect(api.get('/api/health')).resolves.toEqual({ status: 'ok' });

    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe('/api/health');
    expect(sentHeaders().get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));

    await api.get('/api/flocks');

    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it('sends a JSON body and adds the query string', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'f1' }, { status: 201 }));

    await api.post('/api/flocks', { name: 'House 3' }, { query: { farmId: 7, q: undefined } });

    const [input, init] = fetchMock.mock.calls[0]!;
    expect(requestUrl(input)).toBe('/api/flocks?farmId=7');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ name: 'House 3' }));
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('answers undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(api.delete('/api/flocks/f1')).resolves.toBeUndefined();
  });

  it('maps problem details to an ApiError with field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Invalid input',
          status: 422,
          detail: 'Some fields need attention.',
          errors: { name: 'Name is required', placedAt: 'Use a date in the past' },
        },
        { status: 422, headers: { 'content-type': 'application/problem+json' } },
      ),
    );

    const error = await api.post('/api/flocks', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.title).toBe('Invalid input');
    expect(apiError.detail).toBe('Some fields need attention.');
    expect(apiError.message).toBe('Some fields need attention.');
    expect(apiError.fieldErrors).toEqual({
      name: 'Name is required',
      placedAt: 'Use a date in the past',
    });

    const setError = vi.fn();
    expect(applyFieldErrors(apiError, setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Name is required' });
    expect(setError).toHaveBeenCalledWith('placedAt', {
      type: 'server',
      message: 'Use a date in the past',
    });
  });

  it('maps the auth error shape to field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { error: { email: 'Check your email address', password: 'Check your password' } },
        { status: 400, statusText: 'Bad Request' },
      ),
    );

    const error = (await api.get('/api/auth').catch((caught: unknown) => caught)) as ApiError;

    expect(error.status).toBe(400);
    expect(error.title).toBe('Bad Request');
    expect(error.fieldErrors).toEqual({
      email: 'Check your email address',
      password: 'Check your password',
    });

    const setError = vi.fn();
    expect(applyFieldErrors(error, setError, ['password'])).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('password', {
      type: 'server',
      message: 'Check your password',
    });
  });

  it('keeps a plain-text error message as the detail', async () => {
    fetchMock.mockResolvedValue(
      new Response('Invalid access token detected', {
        status: 401,
        headers: { 'content-type': 'text/plain' },
      }),
    );

    const error = (await api.get('/api/auth/access-token').catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid access token detected');
    expect(error.fieldErrors).toEqual({});
  });

  it('turns a failed connection into a network ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = (await api.get('/api/health').catch((caught: unknown) => caught)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('lets an aborted request reject as an abort', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));

    const error = await api.get('/api/health').catch((caught: unknown) => caught);

    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('holds requests to mocked paths until the mock is ready, and no others', async () => {
    fetchMock.mockImplementation(async (input) =>
      jsonResponse({ url: requestUrl(input as RequestInfo) }),
    );

    const faq = api.get('/api/faq');
    await expect(api.get('/api/health')).resolves.toEqual({ url: '/api/health' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    mockGate.open();
    await expect(faq).resolves.toEqual({ url: '/api/faq' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a 401 to a call sent with a token, unless the call expects it', async () => {
    const onUnauthorized = vi.fn();
    const remove = setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockImplementation(async () =>
      jsonResponse({ error: 'Invalid access token detected' }, { status: 401 }),
    );

    await expect(api.get('/api/flocks')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();

    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
    await expect(api.post('/api/auth', {}, { ignoreUnauthorized: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onUnauthorized).not.toHaveBeenCalled();

    await expect(api.get('/api/flocks')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);

    remove();
    await expect(api.get('/api/flocks')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does nothing with errors that are not from the API', () => {
    const setError = vi.fn();
    expect(applyFieldErrors(new Error('boom'), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
