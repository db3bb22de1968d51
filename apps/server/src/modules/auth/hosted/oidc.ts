import { createRemoteJWKSet, customFetch, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { z } from 'zod';
import type { LimitedFetch } from './limited-fetch.ts';
import type { OidcSettings } from './settings.ts';

/** Signature algorithms an issuer may sign ID tokens with: public-key ones only. */
export const PUBLIC_KEY_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];
export const CLOCK_TOLERANCE_SECONDS = 60;
/** A discovery document is read again after this long. */
const DISCOVERY_LIFETIME_MS = 60 * 60_000;

const discoverySchema = z.object({
  issuer: z.string().min(1),
  jwks_uri: z.url({ protocol: /^https?$/ }),
});

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Verifies ID tokens of an OpenID Connect issuer: keys from the JWKS its discovery document
 * names, `iss` exactly as that document states it, `aud` holding the client id, not expired.
 * Resolves the token's claims; rejects a token that is not one.
 */
export function createOidcVerifier(settings: OidcSettings, fetcher: LimitedFetch) {
  const base = withoutTrailingSlash(settings.issuer);
  const discover = cachedWhileFresh(DISCOVERY_LIFETIME_MS, async () => {
    const response = await fetcher(`${base}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const document = discoverySchema.parse(await response.json());
    // The document must be the configured issuer's own (a trailing slash aside).
    if (withoutTrailingSlash(document.issuer) !== base) {
      throw new Error(`the discovery document names another issuer: ${document.issuer}`);
    }
    const keys = createRemoteJWKSet(new URL(document.jwks_uri), {
      [customFetch]: (url, init) => fetcher(url, init),
    });
    return { issuer: document.issuer, keys };
  });

  return {
    /** Whether a token's (unverified) `iss` names this issuer, so it is worth verifying here. */
    isIssuer: (iss: unknown) => typeof iss === 'string' && withoutTrailingSlash(iss) === base,
    async verify(token: string): Promise<JWTPayload> {
      const { issuer, keys } = await discover();
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience: settings.clientId,
        algorithms: PUBLIC_KEY_ALGORITHMS,
        requiredClaims: ['sub', 'exp'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      return payload;
    },
  };
}

/** One shared load at a time, kept for `lifetimeMs`; a failed load is forgotten at once. */
function cachedWhileFresh<T>(lifetimeMs: number, load: () => Promise<T>): () => Promise<T> {
  let entry: { value: Promise<T>; until: number } | undefined;
  return () => {
    if (!entry || Date.now() > entry.until) {
      const value = load();
      const current = { value, until: Date.now() + lifetimeMs };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = undefined;
      });
    }
    return entry.value;
  };
}
