import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@flockbook/contracts';
import { jwtVerify, SignJWT } from 'jose';

/** Leeway for clocks of several API processes that differ a little. */
const CLOCK_TOLERANCE_SECONDS = 60;
/** Tokens whose signature this process has checked, at most; past this many it forgets them. */
const MAX_CHECKED_TOKENS = 1_000;

export type AccessTokens = {
  issue(userId: string): Promise<string>;
  /**
   * The user id and issue time of a valid token, or null for a bad, tampered or expired one,
   * or one without an expiry within the lifetime this server grants.
   */
  verify(token: string): Promise<{ userId: string; issuedAt: number } | null>;
};

export function createAccessTokens(secret: string): AccessTokens {
  // Imported once: handing jose the raw bytes would import the key again on every request.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Awaited on first use, which sees any failure; never an unhandled rejection before then.
  key.catch(() => {});
  // Tokens whose signature checked out, with their claims. A signature is right or wrong for
  // good (the secret does not change while the process runs), so a token seen again skips the
  // HMAC; its times are checked on every use, as jose checks them, and anything else about its
  // user (there, disabled, role, signed out everywhere) is asked of the database every time.
  const checked = new Map<string, { userId: string; issuedAt: number; expires: number }>();
  const stillValid = ({ issuedAt, expires }: { issuedAt: number; expires: number }) => {
    const now = Math.floor(Date.now() / 1000);
    const age = now - issuedAt;
    return (
      expires > now - CLOCK_TOLERANCE_SECONDS &&
      age - CLOCK_TOLERANCE_SECONDS <= ACCESS_TOKEN_LIFETIME_SECONDS &&
      age >= -CLOCK_TOLERANCE_SECONDS
    );
  };
  return {
    issue: async (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_SECONDS}s`)
        .sign(await key),
    async verify(token) {
      const known = checked.get(token);
      if (known && stillValid(known)) return { userId: known.userId, issuedAt: known.issuedAt };
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'iat', 'exp'],
          // Refuses an issue time in the future, or older than a token may live.
          maxTokenAge: ACCESS_TOKEN_LIFETIME_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        const { sub, iat, exp } = payload;
        if (!sub || typeof iat !== 'number' || typeof exp !== 'number') return null;
        // Only the lifetime this server grants: a signed token must not outlive it by its `exp`.
        if (exp - iat > ACCESS_TOKEN_LIFETIME_SECONDS) return null;
        if (checked.size >= MAX_CHECKED_TOKENS) checked.clear();
        checked.set(token, { userId: sub, issuedAt: iat, expires: exp });
        return { userId: sub, issuedAt: iat };
      } catch {
        return null;
      }
    },
  };
}

/** The configured secret, or one generated on first start and kept (owner-only) in the data folder. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
