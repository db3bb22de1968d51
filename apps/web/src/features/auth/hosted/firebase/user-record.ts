import { userDataSchema } from '@flockbook/contracts';
import { hostJson } from '../host-fetch.ts';
import { HostedSignInError } from '../hosted-error.ts';
import type { HostedUserData, UserData } from '../hosted-user-data.ts';

/** The record at `users/{uid}`: the user's data; the database drops empty lists and objects. */
const recordSchema = userDataSchema.partial().nullable();

/** The Realtime Database REST address of a user's record, authorized by the user's ID token. */
function recordUrl(databaseURL: string, uid: string, idToken: string): string {
  const base = databaseURL.replace(/\/+$/, '');
  return `${base}/users/${encodeURIComponent(uid)}.json?auth=${encodeURIComponent(idToken)}`;
}

/** Reads the user's record once; a user without one has none of its fields. */
export async function readUserRecord(
  databaseURL: string,
  uid: string,
  idToken: string,
): Promise<HostedUserData> {
  try {
    return recordSchema.parse(await hostJson(recordUrl(databaseURL, uid, idToken))) ?? {};
  } catch (cause) {
    throw new HostedSignInError('cannotRetrieveUserData', { cause });
  }
}

/** Sets the user's record to `data`. */
export async function writeUserRecord(
  databaseURL: string,
  uid: string,
  idToken: string,
  data: UserData,
): Promise<void> {
  await hostJson(recordUrl(databaseURL, uid, idToken), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  });
}
