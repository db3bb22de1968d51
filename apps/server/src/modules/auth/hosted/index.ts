import type { HostedProvider } from '@flockbook/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { decodeJwt } from 'jose';
import type { JWTPayload } from 'jose';
import { createFirebaseVerifier } from './firebase.ts';
import { identityOf } from './identity.ts';
import type { HostedIdentity } from './identity.ts';
import { limitedFetch } from './limited-fetch.ts';
import type { FetchOptions } from './limited-fetch.ts';
import { createOidcVerifier } from './oidc.ts';
import type { HostedSettings } from './settings.ts';

export type { HostedIdentity } from './identity.ts';
export { hostedOrigins, hostedSettingsOf, publicProviders } from './settings.ts';
export type { HostedSettings } from './settings.ts';

/** After a sign-in service fails to answer, it is left alone this long (tokens meet 401). */
const RETRY_AFTER_MS = 30_000;

export type HostedVerifier = {
  /** The identity behind a valid ID token of a configured service, or null. Never rejects. */
  verify(token: string): Promise<HostedIdentity | null>;
};

type Service = {
  from: HostedProvider;
  isIssuer(iss: unknown): boolean;
  verify(token: string): Promise<JWTPayload>;
};

/** The verifier of the configured services' ID tokens, or null when none is configured. */
export function createHostedVerifier(
  settings: HostedSettings,
  log: FastifyBaseLogger,
  limits: Pick<FetchOptions, 'timeoutMs' | 'retryAfterMs'> = {},
): HostedVerifier | null {
  const onFailure = (url: string, error: unknown) =>
    log.warn({ url: url.split('?')[0], err: error }, 'a hosted sign-in service failed to answer');
  const fetcher = limitedFetch({ retryAfterMs: RETRY_AFTER_MS, ...limits, onFailure });
  // Each emulator check is about one token: its refusal must not pause the others.
  const emulatorFetch = limitedFetch({ ...limits, retryAfterMs: 0, onFailure });
  const services: Service[] = [];
  if (settings.oidc) {
    services.push({ from: 'auth0', ...createOidcVerifier(settings.oidc, fetcher) });
  }
  if (settings.firebase) {
    services.push({
      from: 'firebase',
      ...createFirebaseVerifier(settings.firebase, fetcher, emulatorFetch),
    });
  }
  if (services.length === 0) return null;

  return {
    async verify(token) {
      let iss: unknown;
      try {
        iss = decodeJwt(token).iss;
      } catch {
        return null;
      }
      // Routed by the claimed issuer; nothing is trusted before that issuer's checks pass.
      const service = services.find((candidate) => candidate.isIssuer(iss));
      if (!service) return null;
      try {
        return identityOf(service.from, await service.verify(token)) ?? null;
      } catch (error) {
        log.debug({ err: error, from: service.from }, 'hosted ID token refused');
        return null;
      }
    },
  };
}
