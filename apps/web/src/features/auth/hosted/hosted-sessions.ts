import type { AuthProviders, AuthResult } from '@flockbook/contracts';
import type { HostedSession } from '../../../lib/hosted-session.ts';
import { exchangeIdToken } from '../api/exchange-id-token.ts';
import { getAccessToken } from '../api/get-access-token.ts';
import { HostedSignInError } from './hosted-error.ts';
import { configured } from './hosted-settings.ts';
import { withHostedData } from './hosted-user-data.ts';
import type { HostedSignIn, UserData } from './hosted-user-data.ts';
import { loadFirebaseClient, loadOidcClient } from './load-clients.ts';

export type RestoredSession = { result: AuthResult; hosted: HostedSession };

/** The server's own session for a hosted sign-in, its user with the host's data laid over. */
export async function exchangeHostedSignIn(signIn: HostedSignIn): Promise<AuthResult> {
  const result = await exchangeIdToken(signIn.idToken);
  return { ...result, user: withHostedData(result.user, signIn.data) };
}

/**
 * At start, a stored hosted session checked again: an Auth0-style one renews the server's token
 * and reads the user's data from the host; a Firebase one waits for the SDK's user and exchanges
 * its ID token. Null when the service is no longer configured or the SDK holds no user.
 */
export async function restoreHostedSession(
  hosted: HostedSession,
  providers: AuthProviders,
  signal: AbortSignal,
): Promise<RestoredSession | null> {
  if (hosted.provider === 'auth0') {
    const settings = configured(providers, 'oidc');
    if (!settings) return null;
    const local = await getAccessToken(signal);
    const data = await (await loadOidcClient()).fetchUserData(settings, hosted);
    return { result: { ...local, user: withHostedData(local.user, data) }, hosted };
  }
  const settings = configured(providers, 'firebase');
  if (!settings) return null;
  const signIn = await (await loadFirebaseClient()).restoreFirebaseSignIn(settings);
  return signIn ? { result: await exchangeHostedSignIn(signIn), hosted: signIn.hosted } : null;
}

/** Saves a hosted user's data where the host keeps it. */
export async function saveHostedUserData(
  hosted: HostedSession,
  providers: AuthProviders,
  data: UserData,
): Promise<void> {
  if (hosted.provider === 'auth0') {
    const settings = configured(providers, 'oidc');
    if (!settings) throw new HostedSignInError('notConfigured');
    return (await loadOidcClient()).saveUserData(settings, hosted, data);
  }
  const settings = configured(providers, 'firebase');
  if (!settings) throw new HostedSignInError('notConfigured');
  return (await loadFirebaseClient()).saveFirebaseUserData(settings, data);
}

/**
 * Signs out at the host: the Firebase SDK whenever the session ends; an Auth0-style host only
 * when the user logs out (`atHost`), which leaves the app for the host's sign-out page.
 */
export async function leaveHostedSession(
  hosted: HostedSession,
  providers: AuthProviders,
  atHost: boolean,
): Promise<void> {
  if (hosted.provider === 'firebase') {
    const settings = configured(providers, 'firebase');
    if (settings) await (await loadFirebaseClient()).signOutOfFirebase(settings);
    return;
  }
  if (!atHost) return;
  const settings = configured(providers, 'oidc');
  if (settings) await (await loadOidcClient()).logout(settings, hosted);
}
