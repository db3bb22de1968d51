import { isSafeUrl } from '@flockbook/contracts/auth-constants';
import type { User } from '@flockbook/contracts';
import type { HostedSession } from '../../../lib/hosted-session.ts';

export type UserData = User['data'];

/** What a host keeps of a user: profile and preferences; a field it does not have is left out. */
export type HostedUserData = { [Key in keyof UserData]?: UserData[Key] | undefined };

/** A sign-in at a host, before the server exchanges its ID token for a session of its own. */
export type HostedSignIn = {
  hosted: HostedSession;
  idToken: string;
  data: HostedUserData;
};

/** The server's user with the profile and preferences the host keeps laid over it. */
export function withHostedData(user: User, data: HostedUserData): User {
  const merged: UserData = { ...user.data };
  if (data.displayName) merged.displayName = data.displayName;
  if (data.email) merged.email = data.email;
  if (data.photoURL !== undefined && isSafeUrl(data.photoURL)) merged.photoURL = data.photoURL;
  if (data.settings) merged.settings = data.settings;
  if (data.shortcuts) merged.shortcuts = data.shortcuts;
  return { ...user, data: merged };
}
