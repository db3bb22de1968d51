import { z } from 'zod';
import { hostJson } from '../host-fetch.ts';
import { HostedSignInError } from '../hosted-error.ts';

const discoverySchema = z.object({
  authorization_endpoint: z.url(),
  jwks_uri: z.url(),
  end_session_endpoint: z.url().optional(),
});
export type Discovery = z.infer<typeof discoverySchema>;

/** The issuer without a trailing slash (Auth0 names its issuers with one). */
export function issuerBase(issuer: string): string {
  return issuer.replace(/\/+$/, '');
}

/** The issuer's OpenID Connect discovery document: where to sign in and out, and its keys. */
export async function discover(issuer: string): Promise<Discovery> {
  try {
    const body = await hostJson(`${issuerBase(issuer)}/.well-known/openid-configuration`);
    return discoverySchema.parse(body);
  } catch (cause) {
    throw new HostedSignInError('unreachable', { cause });
  }
}
