import type { AuthResult, User, UserSettings } from '@flockbook/contracts';
import { createContext, useContext } from 'react';
import type { HostedSession } from './hosted-session.ts';

/** Navigation item ids a new user starts with in the shortcut bar. */
export const DEFAULT_SHORTCUTS = ['apps.calendar', 'apps.mailbox', 'apps.contacts', 'apps.todo'];

/** The user before anyone signs in, and again after sign-out: no role at all. */
export const GUEST_USER: User = {
  uuid: '',
  from: '',
  role: [],
  data: {
    displayName: '',
    photoURL: '',
    email: '',
    settings: {},
    shortcuts: DEFAULT_SHORTCUTS,
  },
};

export type SignInInput = { email: string; password: string };
export type RegisterInput = { displayName: string; email: string; password: string };
/** The first admin of an installation, with the token of the set-up address. */
export type SetupInput = RegisterInput & { token: string };
/** An invited person's name and password, with the invitation's token. */
export type AcceptInvitationInput = { token: string; displayName: string; password: string };

/** The parts of a user the user may change. */
export type UserDataUpdate = Partial<{
  displayName: string;
  photoURL: string;
  settings: UserSettings;
  shortcuts: string[];
}>;

export type Session = {
  user: User;
  /** True once the user holds a role (a guest holds none). */
  signedIn: boolean;
  signIn: (input: SignInInput) => Promise<User>;
  register: (input: RegisterInput) => Promise<User>;
  /** Makes the installation's first admin and signs them in. */
  setUp: (input: SetupInput) => Promise<User>;
  /** Makes an invited person's account (role and farms from the invitation) and signs in. */
  acceptInvitation: (input: AcceptInvitationInput) => Promise<User>;
  /** Starts the session a hosted sign-in was exchanged for; answers its user. */
  startHostedSession: (result: AuthResult, hosted: HostedSession) => User;
  /**
   * Clears the session, resets the user to the guest and goes to `/`; a hosted user is signed
   * out at the host too.
   */
  signOut: () => void;
  /** Saves the signed-in user's own data and answers the saved user. */
  updateUser: (data: UserDataUpdate) => Promise<User>;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it.');
  return session;
}
