/** The Firebase client; loaded only when Firebase is configured and used. */
import {
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
} from 'firebase/auth';
import type { User as FirebaseUser } from 'firebase/auth';
import type { RegisterInput, SignInInput } from '../../../../lib/session.ts';
import { HostedSignInError } from '../hosted-error.ts';
import type { FirebaseSettings } from '../hosted-settings.ts';
import type { HostedSignIn, UserData } from '../hosted-user-data.ts';
import { firebaseAuth } from './firebase-auth.ts';
import { readUserRecord, writeUserRecord } from './user-record.ts';

/** The SDK's user with a fresh ID token and their record laid over their profile. */
async function withRecord(settings: FirebaseSettings, user: FirebaseUser): Promise<HostedSignIn> {
  const idToken = await user.getIdToken();
  const record = await readUserRecord(settings.databaseURL, user.uid, idToken);
  return {
    hosted: { provider: 'firebase', uid: user.uid },
    idToken,
    data: {
      displayName: user.displayName ?? undefined,
      email: user.email ?? undefined,
      photoURL: user.photoURL ?? undefined,
      ...record,
    },
  };
}

export async function signInWithFirebase(
  settings: FirebaseSettings,
  { email, password }: SignInInput,
): Promise<HostedSignIn> {
  const auth = firebaseAuth(settings);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  return withRecord(settings, user);
}

/** Creates the user and names them; the ID token is made again so it carries the name. */
export async function registerWithFirebase(
  settings: FirebaseSettings,
  { displayName, email, password }: RegisterInput,
): Promise<HostedSignIn> {
  const auth = firebaseAuth(settings);
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(user, { displayName });
  const idToken = await user.getIdToken(true);
  return { hosted: { provider: 'firebase', uid: user.uid }, idToken, data: { displayName, email } };
}

/** At start: the user the SDK still holds, once it knows, with their record; null when none. */
export async function restoreFirebaseSignIn(
  settings: FirebaseSettings,
): Promise<HostedSignIn | null> {
  const auth = firebaseAuth(settings);
  await auth.authStateReady();
  return auth.currentUser ? withRecord(settings, auth.currentUser) : null;
}

/** Sets the signed-in user's record at `users/{uid}`. */
export async function saveFirebaseUserData(
  settings: FirebaseSettings,
  data: UserData,
): Promise<void> {
  const auth = firebaseAuth(settings);
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new HostedSignInError('cannotSaveUserData');
  await writeUserRecord(settings.databaseURL, user.uid, await user.getIdToken(), data);
}

export function sendFirebasePasswordReset(settings: FirebaseSettings, email: string) {
  return sendPasswordResetEmail(firebaseAuth(settings), email);
}

export function signOutOfFirebase(settings: FirebaseSettings): Promise<void> {
  return signOut(firebaseAuth(settings));
}
