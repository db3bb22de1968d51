import type { Auth0Session } from '../../../../lib/hosted-session.ts';
import { discover, issuerBase } from './discovery.ts';
import type { OidcSettings } from '../hosted-settings.ts';

/**
 * Where to end the session at the host: its `end_session_endpoint`, or Auth0's `/v2/logout`
 * when it publishes none; either returns to `origin`.
 */
export async function logoutUrl(
  settings: OidcSettings,
  hosted: Auth0Session,
  origin: string,
): Promise<string> {
  const { end_session_endpoint } = await discover(settings.issuer);
  if (end_session_endpoint) {
    const url = new URL(end_session_endpoint);
    url.searchParams.set('id_token_hint', hosted.idToken);
    url.searchParams.set('post_logout_redirect_uri', origin);
    url.searchParams.set('client_id', settings.clientId);
    return url.href;
  }
  const url = new URL(`${issuerBase(settings.issuer)}/v2/logout`);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('returnTo', origin);
  return url.href;
}

/** Sends the browser to the host to end its session there too. */
export async function logout(settings: OidcSettings, hosted: Auth0Session): Promise<void> {
  location.assign(await logoutUrl(settings, hosted, location.origin));
}
