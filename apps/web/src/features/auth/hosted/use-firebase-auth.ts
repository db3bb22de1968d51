import type { User } from '@flockbook/contracts';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useSession } from '../../../lib/session.ts';
import type { RegisterInput, SignInInput } from '../../../lib/session.ts';
import { showMessage } from '../../../lib/message-store.ts';
import { userDataSavedText } from '../../../shell/messages/user-data-saved.ts';
import { hostedErrorText } from './hosted-error.ts';
import { exchangeHostedSignIn } from './hosted-sessions.ts';
import type { FirebaseSettings } from './hosted-settings.ts';
import type { HostedSignIn } from './hosted-user-data.ts';
import { loadFirebaseClient } from './load-clients.ts';

export type FirebaseAuth = {
  signIn: (input: SignInInput) => Promise<User>;
  register: (input: RegisterInput) => Promise<User>;
  sendPasswordReset: (email: string) => Promise<void>;
};

/**
 * Sign-in, registration and password reset through Firebase when it is configured (null when
 * not). A sign-in ends in the app's own session: the server exchanges Firebase's ID token.
 */
export function useFirebaseAuth(
  settings: FirebaseSettings | null | undefined,
): FirebaseAuth | null {
  const { t } = useTranslation();
  const { startHostedSession } = useSession();

  return useMemo(() => {
    if (!settings) return null;

    /** The server's own session for a Firebase sign-in; refused, Firebase lets go of the user. */
    const exchange = async (signIn: HostedSignIn) => {
      try {
        return await exchangeHostedSignIn(signIn);
      } catch (error) {
        const client = await loadFirebaseClient();
        await client.signOutOfFirebase(settings).catch(() => undefined);
        throw error;
      }
    };

    return {
      signIn: async (input) => {
        const client = await loadFirebaseClient();
        const signIn = await client.signInWithFirebase(settings, input);
        return startHostedSession(await exchange(signIn), signIn.hosted);
      },
      register: async (input) => {
        const client = await loadFirebaseClient();
        const signIn = await client.registerWithFirebase(settings, input);
        const result = await exchange(signIn);
        // The new user's record is set at `users/{uid}`; the account works without it.
        try {
          await client.saveFirebaseUserData(settings, result.user.data);
          showMessage({ message: userDataSavedText(result.user.from, t), variant: 'success' });
        } catch (error) {
          showMessage({ message: hostedErrorText(error, t), variant: 'error' });
        }
        return startHostedSession(result, signIn.hosted);
      },
      sendPasswordReset: async (email) => {
        const client = await loadFirebaseClient();
        await client.sendFirebasePasswordReset(settings, email);
      },
    };
  }, [settings, startHostedSession, t]);
}
