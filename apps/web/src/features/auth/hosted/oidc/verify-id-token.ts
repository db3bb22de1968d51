import { base64url, createRemoteJWKSet, jwtVerify } from 'jose';
import { HostedSignInError } from '../hosted-error.ts';

export type ExpectedIdToken = {
  issuer: string;
  clientId: string;
  nonce: string;
  jwksUri: string;
  /** The access token that came with it, checked against the token's `at_hash`. */
  accessToken: string;
};

/**
 * Checks an ID token against the issuer's published keys: signature, issuer, audience (our
 * client), expiry, and the nonce of this tab's sign-in. Answers its subject.
 */
export async function verifyIdToken(idToken: string, expected: ExpectedIdToken): Promise<string> {
  const keys = createRemoteJWKSet(new URL(expected.jwksUri));
  let verified: Awaited<ReturnType<typeof jwtVerify>>;
  try {
    verified = await jwtVerify(idToken, keys, {
      issuer: expected.issuer,
      audience: expected.clientId,
      requiredClaims: ['sub', 'exp', 'nonce'],
    });
  } catch (cause) {
    throw new HostedSignInError('invalidIdToken', { cause });
  }
  const { payload, protectedHeader } = verified;
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  const foreignParty = audiences.length > 1 && payload.azp !== expected.clientId;
  const atHash = payload.at_hash;
  if (
    payload.nonce !== expected.nonce ||
    foreignParty ||
    (typeof atHash === 'string' &&
      atHash !== (await accessTokenHash(expected.accessToken, protectedHeader.alg)))
  ) {
    throw new HostedSignInError('invalidIdToken');
  }
  return payload.sub ?? '';
}

/** `at_hash`: the left half of the access token's hash, by the hash size of the token's alg. */
async function accessTokenHash(accessToken: string, alg: string): Promise<string> {
  const bits = /384$/.test(alg) ? 384 : /512$/.test(alg) || /^Ed/.test(alg) ? 512 : 256;
  const digest = new Uint8Array(
    await crypto.subtle.digest(`SHA-${bits}`, new TextEncoder().encode(accessToken)),
  );
  return base64url.encode(digest.slice(0, digest.length / 2));
}
