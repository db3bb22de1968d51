import { HOSTED_LOGIN_SCOPES } from '@flockbook/contracts';
import type { AuthProviders } from '@flockbook/contracts';
import type { Env } from '../../../env.ts';

export type OidcSettings = { issuer: string; clientId: string; audience?: string };
export type FirebaseSettings = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  databaseURL: string;
  jwksUrl: string;
  /** host:port of the Auth emulator whose unsigned tokens are trusted (tests only). */
  emulatorHost?: string;
};
/** The hosted sign-in services this installation is configured for (env.ts checked them). */
export type HostedSettings = { oidc: OidcSettings | null; firebase: FirebaseSettings | null };

export function hostedSettingsOf(env: Env): HostedSettings {
  const issuer = env.OIDC_ISSUER ?? (env.AUTH0_DOMAIN ? `https://${env.AUTH0_DOMAIN}/` : undefined);
  const oidc =
    issuer && env.OIDC_CLIENT_ID
      ? { issuer, clientId: env.OIDC_CLIENT_ID, audience: env.OIDC_AUDIENCE }
      : null;
  const { FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID, FIREBASE_DATABASE_URL } =
    env;
  const firebase =
    FIREBASE_API_KEY && FIREBASE_AUTH_DOMAIN && FIREBASE_PROJECT_ID && FIREBASE_DATABASE_URL
      ? {
          apiKey: FIREBASE_API_KEY,
          authDomain: FIREBASE_AUTH_DOMAIN,
          projectId: FIREBASE_PROJECT_ID,
          databaseURL: FIREBASE_DATABASE_URL,
          jwksUrl: env.FIREBASE_JWKS_URL,
          emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
        }
      : null;
  return { oidc, firebase };
}

/** What a browser needs to offer the configured services: public client settings only. */
export function publicProviders({ oidc, firebase }: HostedSettings): AuthProviders {
  return {
    oidc: oidc && {
      issuer: oidc.issuer,
      clientId: oidc.clientId,
      ...(oidc.audience ? { audience: oidc.audience } : {}),
      scope: HOSTED_LOGIN_SCOPES.join(' '),
    },
    firebase: firebase && {
      apiKey: firebase.apiKey,
      authDomain: firebase.authDomain,
      projectId: firebase.projectId,
      databaseURL: firebase.databaseURL,
      ...(firebase.emulatorHost ? { authEmulatorUrl: `http://${firebase.emulatorHost}` } : {}),
    },
  };
}

/** The origins the browser talks to for the configured services (CSP connect-src). */
export function hostedOrigins({ oidc, firebase }: HostedSettings): string[] {
  const origins: string[] = [];
  if (oidc) origins.push(new URL(oidc.issuer).origin);
  if (firebase) {
    origins.push(
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      new URL(firebase.databaseURL).origin,
    );
    if (firebase.emulatorHost) origins.push(`http://${firebase.emulatorHost}`);
  }
  return [...new Set(origins)];
}
