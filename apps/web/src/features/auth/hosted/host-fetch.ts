import { HostedSignInError, HostError } from './hosted-error.ts';

/**
 * Sends one request to an identity host and answers its JSON body (null when empty). A refusal
 * throws a `HostError` with the host's own message; the address (it may hold a token) is never
 * part of an error.
 */
export async function hostJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
  } catch (cause) {
    throw new HostedSignInError('unreachable', { cause });
  }
  const text = await response.text().catch(() => '');
  const body = readJson(text);
  if (!response.ok) throw new HostError(response.status, hostMessage(body) ?? `${response.status}`);
  return body;
}

/** Auth0-style APIs answer `{message}`; the Realtime Database answers `{error}`. */
function hostMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  return typeof error === 'string' && error !== '' ? error : undefined;
}

function readJson(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}
