import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import type { CryptoKey, JWTPayload } from 'jose';

export const FIREBASE_PROJECT = 'flockbook-test';
export const OIDC_CLIENT = 'flockbook-web';
export const FIREBASE_ISSUER = `https://securetoken.google.com/${FIREBASE_PROJECT}`;

type Claims = JWTPayload & Record<string, unknown>;
type SignOptions = { alg?: string; key?: 'own' | 'stranger'; kid?: string };

/**
 * Stand-ins for the hosted sign-in services, on a local port: an OpenID Connect issuer at
 * /oidc/ (discovery and JWKS, Auth0-style with a trailing slash), Firebase's key set at
 * /firebase/jwks, and the Firebase Auth emulator's accounts:lookup. Tokens are signed with
 * keys made for the run; a "stranger" key signs under the same key id but is published nowhere.
 */
export type HostedIssuers = {
  origin: string;
  oidcIssuer: string;
  firebaseJwksUrl: string;
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
  emulatorHost: string;
  /** Paths asked for, in order. */
  requests: string[];
  /** Accounts the fake emulator knows, by uid. */
  emulatorAccounts: Map<string, { disabled?: boolean }>;
  /** The bodies and API keys of the lookups the emulator received. */
  lookups: { key: string | null; body: unknown }[];
  /** Paths that never answer (a stalled service). */
  stalled: Set<string>;
  /** Other paths' JSON answers. */
  answers: Map<string, unknown>;
  oidcToken(claims?: Claims, options?: SignOptions): Promise<string>;
  firebaseToken(claims?: Claims, options?: SignOptions): Promise<string>;
  emulatorToken(claims?: Claims): string;
  close(): Promise<void>;
};

const now = () => Math.floor(Date.now() / 1000);

export async function startHostedIssuers(): Promise<HostedIssuers> {
  const oidcKeys = await generateKeyPair('RS256', { extractable: true });
  const firebaseKeys = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const publish = async (key: CryptoKey, kid: string) => ({
    keys: [{ ...(await exportJWK(key)), kid, alg: 'RS256', use: 'sig' }],
  });
  const oidcJwks = await publish(oidcKeys.publicKey, 'oidc-1');
  const firebaseJwks = await publish(firebaseKeys.publicKey, 'firebase-1');

  const requests: string[] = [];
  const stalled = new Set<string>();
  const answers = new Map<string, unknown>();
  const emulatorAccounts = new Map<string, { disabled?: boolean }>();
  const lookups: { key: string | null; body: unknown }[] = [];
  let origin = '';

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', origin);
    requests.push(url.pathname);
    if (stalled.has(url.pathname)) return; // never answers
    if (answers.has(url.pathname)) return json(response, 200, answers.get(url.pathname));
    if (url.pathname === '/oidc/.well-known/openid-configuration') {
      return json(response, 200, { issuer: `${origin}/oidc/`, jwks_uri: `${origin}/oidc/jwks` });
    }
    if (url.pathname === '/oidc/jwks') return json(response, 200, oidcJwks);
    if (url.pathname === '/firebase/jwks') return json(response, 200, firebaseJwks);
    if (url.pathname === '/identitytoolkit.googleapis.com/v1/accounts:lookup') {
      let text = '';
      for await (const chunk of request) text += String(chunk);
      const body = JSON.parse(text) as { idToken?: string };
      lookups.push({ key: url.searchParams.get('key'), body });
      const uid = body.idToken ? UnsecuredJWT.decode(body.idToken).payload.sub : undefined;
      const account = uid ? emulatorAccounts.get(uid) : undefined;
      if (!account) return json(response, 400, { error: { code: 400, message: 'USER_NOT_FOUND' } });
      return json(response, 200, { users: [{ localId: uid, disabled: account.disabled }] });
    }
    json(response, 404, { error: 'not found' });
  };
  const server = createServer((request, response) => {
    handle(request, response).catch(() => json(response, 500, { error: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  const sign = (
    defaults: Claims,
    own: { privateKey: CryptoKey },
    kid: string,
    claims: Claims = {},
    options: SignOptions = {},
  ) =>
    new SignJWT({ ...defaults, ...claims })
      .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? kid })
      .sign(options.key === 'stranger' ? stranger.privateKey : own.privateKey);
  const firebaseDefaults = (): Claims => ({
    iss: FIREBASE_ISSUER,
    aud: FIREBASE_PROJECT,
    sub: 'firebase-uid-1',
    iat: now(),
    exp: now() + 3600,
    auth_time: now() - 5,
    email: 'layla@example.com',
    name: 'Layla Haddad',
  });

  return {
    origin,
    oidcIssuer: `${origin}/oidc/`,
    firebaseJwksUrl: `${origin}/firebase/jwks`,
    emulatorHost: `127.0.0.1:${port}`,
    requests,
    emulatorAccounts,
    lookups,
    stalled,
    answers,
    oidcToken: (claims, options) =>
      sign(
        {
          iss: `${origin}/oidc/`,
          aud: OIDC_CLIENT,
          sub: 'auth0|1001',
          iat: now(),
          exp: now() + 3600,
          email: 'omar@example.com',
          name: 'Omar Said',
          picture: 'https://avatars.example.com/omar.png',
        },
        oidcKeys,
        'oidc-1',
        claims,
        options,
      ),
    firebaseToken: (claims, options) =>
      sign(firebaseDefaults(), firebaseKeys, 'firebase-1', claims, options),
    emulatorToken: (claims = {}) => new UnsecuredJWT({ ...firebaseDefaults(), ...claims }).encode(),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
