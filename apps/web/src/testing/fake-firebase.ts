import type { AuthProviders } from '@flockbook/contracts';
import { vi } from 'vitest';

export const firebaseSettings: NonNullable<AuthProviders['firebase']> = {
  apiKey: 'demo-api-key',
  authDomain: 'flockbook-demo.firebaseapp.test',
  projectId: 'demo-flockbook',
  databaseURL: 'https://flockbook-demo.firebaseio.test',
  authEmulatorUrl: 'http://127.0.0.1:9099',
};

/** An error as the Firebase SDK throws it. */
export function firebaseError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });
}

/** The SDK's signed-in user; a forced refresh gives a token of its own. */
export function fakeFirebaseUser(displayName: string | null = 'Selin Kaya') {
  return {
    uid: 'fb-uid-1',
    displayName,
    email: 'selin@example.com',
    photoURL: null,
    getIdToken: vi.fn(async (forceRefresh?: boolean) =>
      forceRefresh ? 'fresh-id-token' : 'id-token',
    ),
  };
}

/** The Realtime Database REST address of the fake user's record, with `idToken`. */
export function recordUrl(idToken = 'id-token'): string {
  return `${firebaseSettings.databaseURL}/users/fb-uid-1.json?auth=${idToken}`;
}
