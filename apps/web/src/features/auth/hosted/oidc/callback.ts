import type { HostedSession } from '../../../../lib/hosted-session.ts';
import { HostedSignInError } from '../hosted-error.ts';
import type { HostedSignIn } from '../hosted-user-data.ts';
import { discover } from './discovery.ts';
import type { OidcSettings } from '../hosted-settings.ts';
import { takeRoundTrip } from './round-trip.ts';
import { fetchUserData } from './user-data.ts';
import { verifyIdToken } from './verify-id-token.ts';

export type CallbackAnswer = {
  accessToken: string;
  idToken: string;
  expiresIn: number;
  state: string;
};

/** The host's answer in the `/callback` hash; an authorization error is warned about. */
export function readCallbackHash(hash: string): CallbackAnswer {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const error = params.get('error');
  if (error) {
    console.warn('Hosted login authorization error:', error, params.get('error_description'));
    throw new HostedSignInError('authorizationFailed');
  }
  const accessToken = params.get('access_token');
  const idToken = params.get('id_token');
  const expiresIn = Number(params.get('expires_in'));
  const state = params.get('state');
  if (!accessToken || !idToken || !state || !Number.isFinite(expiresIn) || expiresIn <= 0) {
    throw new HostedSignInError('incompleteAnswer');
  }
  return { accessToken, idToken, expiresIn, state };
}

/**
 * Completes a sign-in at `/callback`: the answer must carry this tab's state and an ID token
 * the issuer signed for us with this tab's nonce; then the user's data is read from the host.
 * The session lasts `expires_in` seconds from now.
 */
export async function completeCallback(
  settings: OidcSettings,
  hash: string,
): Promise<HostedSignIn> {
  const answer = readCallbackHash(hash);
  const roundTrip = takeRoundTrip();
  if (!roundTrip || roundTrip.state !== answer.state) {
    throw new HostedSignInError('stateMismatch');
  }
  const expiresAt = answer.expiresIn * 1000 + Date.now();
  const { jwks_uri } = await discover(settings.issuer);
  const sub = await verifyIdToken(answer.idToken, {
    issuer: settings.issuer,
    clientId: settings.clientId,
    nonce: roundTrip.nonce,
    jwksUri: jwks_uri,
    accessToken: answer.accessToken,
  });
  const hosted: HostedSession = {
    provider: 'auth0',
    sub,
    idToken: answer.idToken,
    accessToken: answer.accessToken,
    expiresAt,
  };
  return { hosted, idToken: answer.idToken, data: await fetchUserData(settings, hosted) };
}
