import type { AuthProviders } from '@flockbook/contracts';

/** The public client settings of a configured OpenID Connect (Auth0-style) issuer. */
export type OidcSettings = NonNullable<AuthProviders['oidc']>;

/** The public client settings of a configured Firebase project. */
export type FirebaseSettings = NonNullable<AuthProviders['firebase']>;

/** The console warning when a hosted service is used but not configured. */
export const NOT_CONFIGURED = {
  oidc: 'Hosted login is not configured: no OpenID Connect issuer is set.',
  firebase: 'Firebase is not configured: no Firebase project is set.',
} as const;

/** The settings of a hosted service, or null (with the console warning) when not configured. */
export function configured<Service extends keyof typeof NOT_CONFIGURED>(
  providers: AuthProviders,
  service: Service,
): AuthProviders[Service] {
  if (!providers[service]) console.warn(NOT_CONFIGURED[service]);
  return providers[service];
}
