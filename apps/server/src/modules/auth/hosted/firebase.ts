import {
  createRemoteJWKSet,
  customFetch,
  decodeProtectedHeader,
  jwtVerify,
  UnsecuredJWT,
} from 'jose';
import type { JWTClaimVerificationOptions, JWTPayload } from 'jose';
import { z } from 'zod';
import type { LimitedFetch } from './limited-fetch.ts';
import { CLOCK_TOLERANCE_SECONDS } from './oidc.ts';
import type { FirebaseSettings } from './settings.ts';

const lookupSchema = z.object({
  users: z.array(z.object({ localId: z.string(), disabled: z.boolean().optional() })).optional(),
});

/**
 * Verifies Firebase ID tokens of one project: RS256 with Google's published keys (or
 * FIREBASE_JWKS_URL), `iss` https://securetoken.google.com/{projectId}, `aud` the project,
 * a subject, not expired, issued and signed in no later than now. In emulator mode only, an
 * unsigned token is accepted too, once the emulator confirms its account exists and is enabled.
 */
export function createFirebaseVerifier(
  settings: FirebaseSettings,
  fetcher: LimitedFetch,
  emulatorFetch: LimitedFetch,
) {
  const issuer = `https://securetoken.google.com/${settings.projectId}`;
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl), {
    [customFetch]: (url, init) => fetcher(url, init),
  });
  const checks: JWTClaimVerificationOptions = {
    issuer,
    audience: settings.projectId,
    requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
  };

  async function confirmedByEmulator(token: string, host: string): Promise<JWTPayload> {
    const { payload } = UnsecuredJWT.decode(token, checks);
    const url =
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:lookup` +
      `?key=${encodeURIComponent(settings.apiKey)}`;
    const response = await emulatorFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: token }),
    });
    if (!response.ok) throw new Error(`the emulator refused the token (${response.status})`);
    const account = lookupSchema.parse(await response.json()).users?.[0];
    if (!account || account.localId !== payload.sub || account.disabled) {
      throw new Error('the emulator has no enabled account for this token');
    }
    return payload;
  }

  return {
    isIssuer: (iss: unknown) => iss === issuer,
    async verify(token: string): Promise<JWTPayload> {
      const { alg } = decodeProtectedHeader(token);
      const payload =
        alg === 'none' && settings.emulatorHost
          ? await confirmedByEmulator(token, settings.emulatorHost)
          : (await jwtVerify(token, keys, { ...checks, algorithms: ['RS256'] })).payload;
      const latest = Math.floor(Date.now() / 1000) + CLOCK_TOLERANCE_SECONDS;
      if (typeof payload.auth_time !== 'number' || payload.auth_time > latest) {
        throw new Error('auth_time is missing or in the future');
      }
      if (typeof payload.iat !== 'number' || payload.iat > latest) {
        throw new Error('iat is in the future');
      }
      return payload;
    },
  };
}
