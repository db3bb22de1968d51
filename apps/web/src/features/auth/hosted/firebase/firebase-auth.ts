import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import type { FirebaseSettings } from '../hosted-settings.ts';

let current: { key: string; auth: Auth } | undefined;
let made = 0;

/**
 * The SDK's auth for these settings, made once per page. Email and password need no pop-up or
 * redirect handler, so none is loaded; the Auth emulator is connected when the server names one.
 */
export function firebaseAuth(settings: FirebaseSettings): Auth {
  const key = JSON.stringify(settings);
  if (current?.key === key) return current.auth;
  const { apiKey, authDomain, projectId, databaseURL, authEmulatorUrl } = settings;
  made += 1;
  const app = initializeApp({ apiKey, authDomain, projectId, databaseURL }, `flockbook-${made}`);
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  current = { key, auth };
  return auth;
}
