import { paths } from '../../../../lib/paths.ts';
import { discover } from './discovery.ts';
import { NOT_CONFIGURED } from '../hosted-settings.ts';
import type { OidcSettings } from '../hosted-settings.ts';
import { beginRoundTrip } from './round-trip.ts';
import type { RoundTrip } from './round-trip.ts';

/** The host's sign-in address: an ID token and an access token, back to `/callback`. */
export function authorizeUrl(
  settings: OidcSettings,
  endpoint: string,
  roundTrip: RoundTrip,
  origin: string,
): string {
  const url = new URL(endpoint);
  url.searchParams.set('response_type', 'token id_token');
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', `${origin}${paths.callback}`);
  url.searchParams.set('scope', settings.scope);
  url.searchParams.set('state', roundTrip.state);
  url.searchParams.set('nonce', roundTrip.nonce);
  if (settings.audience) url.searchParams.set('audience', settings.audience);
  return url.href;
}

/**
 * Sends the browser to the host to sign in (through `go`). Answers false, with a console
 * warning, when no host is configured.
 */
export async function login(
  settings: OidcSettings | null | undefined,
  go: (url: string) => void = (url) => location.assign(url),
): Promise<boolean> {
  if (!settings) {
    console.warn(NOT_CONFIGURED.oidc);
    return false;
  }
  const { authorization_endpoint } = await discover(settings.issuer);
  go(authorizeUrl(settings, authorization_endpoint, beginRoundTrip(), location.origin));
  return true;
}
