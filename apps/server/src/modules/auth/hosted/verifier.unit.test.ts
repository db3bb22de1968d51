import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT, startHostedIssuers } from '../../../test/hosted-issuers.ts';
import type { HostedIssuers } from '../../../test/hosted-issuers.ts';
import { createHostedVerifier } from './index.ts';
import type { HostedSettings } from './settings.ts';

let issuers: HostedIssuers;
const lines: string[] = [];
const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
const TIMEOUT_MS = 400;

beforeAll(async () => {
  issuers = await startHostedIssuers();
});
afterAll(() => issuers?.close());

const oidcAt = (path: string): HostedSettings => ({
  oidc: { issuer: `${issuers.origin}${path}`, clientId: OIDC_CLIENT },
  firebase: null,
});
const firebaseWithKeysAt = (path: string): HostedSettings => ({
  oidc: null,
  firebase: {
    apiKey: 'secret-looking-key',
    authDomain: 'flockbook-test.firebaseapp.com',
    projectId: 'flockbook-test',
    databaseURL: 'https://flockbook-test-default-rtdb.firebaseio.com',
    jwksUrl: `${issuers.origin}${path}`,
  },
});
const timed = async <T>(work: Promise<T>) => {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
};

describe('hosted token verification', () => {
  it('is not configured when no service is', () => {
    expect(createHostedVerifier({ oidc: null, firebase: null }, log)).toBeNull();
  });

  it('gives up on a stalled discovery within its time limit, then stops asking for a while', async () => {
    issuers.stalled.add('/stalled/.well-known/openid-configuration');
    const verifier = createHostedVerifier(oidcAt('/stalled/'), log, { timeoutMs: TIMEOUT_MS })!;
    const token = await issuers.oidcToken({ iss: `${issuers.origin}/stalled/` });
    const first = await timed(verifier.verify(token));
    expect(first.value).toBeNull();
    // It asked the stalled service and gave up (the discovery may start before the token is
    // handed over, so no lower bound on the time: only the limit).
    expect(issuers.requests).toContain('/stalled/.well-known/openid-configuration');
    expect(first.ms).toBeLessThan(TIMEOUT_MS + 2_000);
    const asked = issuers.requests.length;
    // The second verification answers from the pause without asking the service again (a
    // request count, not a time: a busy machine may take longer than the limit for anything).
    expect(await verifier.verify(token)).toBeNull();
    expect(issuers.requests.length).toBe(asked);
    expect(lines.join('')).toContain('a hosted sign-in service failed to answer');
  });

  it('gives up on a stalled key set within its time limit, and logs no API key', async () => {
    issuers.stalled.add('/stalled-keys');
    const verifier = createHostedVerifier(firebaseWithKeysAt('/stalled-keys?key=x'), log, {
      timeoutMs: TIMEOUT_MS,
    })!;
    const { value, ms } = await timed(verifier.verify(await issuers.firebaseToken()));
    expect(value).toBeNull();
    expect(ms).toBeLessThan(TIMEOUT_MS + 2_000);
    expect(lines.join('')).toContain('/stalled-keys');
    expect(lines.join('')).not.toContain('key=x');
  });

  it('refuses an oversized key set, though it holds the right key', async () => {
    const published = (await (await fetch(issuers.firebaseJwksUrl)).json()) as object;
    issuers.answers.set('/padded-keys', published);
    issuers.answers.set('/huge-keys', { ...published, padding: 'x'.repeat(300 * 1024) });
    const token = await issuers.firebaseToken();
    const padded = createHostedVerifier(firebaseWithKeysAt('/padded-keys'), log)!;
    expect(await padded.verify(token)).toMatchObject({ from: 'firebase' });
    const huge = createHostedVerifier(firebaseWithKeysAt('/huge-keys'), log)!;
    expect(await huge.verify(token)).toBeNull();
  });

  it('keeps only profile claims it can store', async () => {
    const verifier = createHostedVerifier(oidcAt('/oidc/'), log)!;
    const token = await issuers.oidcToken({
      email: 'Not An Email',
      name: 'Bad\u0000Name',
      picture: 'javascript:alert(1)',
    });
    expect(await verifier.verify(token)).toEqual({
      from: 'auth0',
      subject: 'auth0|1001',
      email: undefined,
      displayName: undefined,
      photoURL: undefined,
    });
    expect(await verifier.verify('not-a-token')).toBeNull();
  });
});
