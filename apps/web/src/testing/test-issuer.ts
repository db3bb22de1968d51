import { HOSTED_LOGIN_SCOPES } from '@flockbook/contracts';
import type { AuthProviders } from '@flockbook/contracts';
import { base64url, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { jsonResponse } from './render-route.tsx';

export const ISSUER = 'https://issuer.test/';
export const CLIENT_ID = 'flockbook-web';
export const oidcSettings: NonNullable<AuthProviders['oidc']> = {
  issuer: ISSUER,
  clientId: CLIENT_ID,
  scope: HOSTED_LOGIN_SCOPES.join(' '),
};

export const discovery = {
  issuer: ISSUER,
  authorization_endpoint: 'https://issuer.test/authorize',
  jwks_uri: 'https://issuer.test/.well-known/jwks.json',
  end_session_endpoint: 'https://issuer.test/session/end',
};

export type IdTokenClaims = {
  nonce: string;
  sub?: string;
  iss?: string;
  aud?: string | string[];
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  accessToken?: string;
};

/** A signing key of a stand-in issuer, its published keys and ID tokens it signs. */
export async function createTestIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'RS256' }] };

  async function idToken(claims: IdTokenClaims): Promise<string> {
    const extra: Record<string, unknown> = { nonce: claims.nonce };
    if (claims.accessToken) {
      const digest = new Uint8Array(
        await crypto.subtle.digest('SHA-256', new TextEncoder().encode(claims.accessToken)),
      );
      extra.at_hash = base64url.encode(digest.slice(0, 16));
    }
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(extra)
      .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
      .setIssuer(claims.iss ?? ISSUER)
      .setAudience(claims.aud ?? CLIENT_ID)
      .setSubject(claims.sub ?? 'auth0|hana')
      .setIssuedAt(now)
      .setExpirationTime(now + (claims.expiresIn ?? 3600))
      .sign(privateKey);
  }

  /** The issuer's discovery document and keys; undefined for any other address. */
  function answer(url: string): Response | undefined {
    if (url === 'https://issuer.test/.well-known/openid-configuration') {
      return jsonResponse(discovery);
    }
    if (url === discovery.jwks_uri) return jsonResponse(jwks);
    return undefined;
  }

  return { idToken, answer };
}

/** The host's record of a user, as its `/api/v2/users/{sub}` answers it. */
export const hostUser = {
  user_id: 'auth0|hana',
  name: 'Hana Keeper',
  email: 'hana@example.com',
  picture: 'https://issuer.test/hana.png',
  user_metadata: { settings: { theme: { main: 'defaultDark' } }, shortcuts: ['apps.calendar'] },
};
