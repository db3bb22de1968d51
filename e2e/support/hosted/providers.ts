import { startAuthEmulator } from './firebase-emulator.ts';
import type { RunningAuthEmulator } from './firebase-emulator.ts';
import { startOidcIssuer } from './oidc-issuer.ts';
import type { RunningIssuer } from './oidc-issuer.ts';
import { startRealtimeDatabase } from './realtime-database.ts';
import type { RunningDatabase } from './realtime-database.ts';

/** The three local services a hosted sign-in needs, and the server environment naming them. */
export type HostedProviders = {
  issuer: RunningIssuer;
  emulator: RunningAuthEmulator;
  database: RunningDatabase;
  /** Variables for the app server (PUBLIC_URL aside). */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/** `appOrigin` is where the app will answer (http://127.0.0.1:<port>): its /callback is registered. */
export async function startHostedProviders(appOrigin: string): Promise<HostedProviders> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    await Promise.allSettled(stops.reverse().map((each) => each()));
  };
  try {
    const issuer = await startOidcIssuer({ appOrigin });
    stops.push(issuer.stop);
    const emulator = await startAuthEmulator();
    stops.push(emulator.stop);
    const database = await startRealtimeDatabase({ authEmulatorUrl: emulator.url });
    stops.push(database.stop);
    const env = {
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      FIREBASE_API_KEY: 'local-api-key',
      FIREBASE_AUTH_DOMAIN: `${emulator.projectId}.firebaseapp.com`,
      FIREBASE_PROJECT_ID: emulator.projectId,
      FIREBASE_DATABASE_URL: database.url,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    };
    return { issuer, emulator, database, env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
