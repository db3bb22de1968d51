import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@flockbook/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-tokens.ts';

const USER = '7d3c9a52-4b8e-4f0a-9a43-2f6f0d1c5e11';

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('refuses a token checked before once it is too old, and any other signature', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const tokens = createAccessTokens('the secret of this server');
    const token = await tokens.issue(USER);
    expect(await tokens.verify(token)).toMatchObject({ userId: USER });
    expect(await tokens.verify(token)).toMatchObject({ userId: USER });

    const [header, payload, signature = ''] = token.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    const elsewhere = await createAccessTokens('another secret').issue(USER);
    expect(await tokens.verify(elsewhere)).toBeNull();

    // Past its lifetime and the clocks' leeway: refused though it was checked before.
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_LIFETIME_SECONDS + 61) * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });
});
