import type { AuthResult, User } from '@flockbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { readAccessToken, setUnauthorizedHandler } from '../../../lib/api-client.ts';
import type { HostedSession } from '../../../lib/hosted-session.ts';
import { i18n } from '../../../lib/i18n.ts';
import { forgetOfflineReads } from '../../../lib/offline/offline-reads.ts';
import { isGuest } from '../../../lib/route-auth.ts';
import { GUEST_USER, SessionContext } from '../../../lib/session.ts';
import type { Session, UserDataUpdate } from '../../../lib/session.ts';
import { clearSession, saveSession, saveStoredUser } from '../../../lib/session-storage.ts';
import { SplashScreen } from '../../../components/splash-screen.tsx';
import { showMessage } from '../../../lib/message-store.ts';
import { authProvidersQuery } from '../api/get-auth-providers.ts';
import { register as registerRequest } from '../api/register.ts';
import { setUp as setUpRequest } from '../api/setup.ts';
import { acceptInvitation as acceptInvitationRequest } from '../invitation/invitation-api.ts';
import { signIn as signInRequest } from '../api/sign-in.ts';
import { updateUser as updateUserRequest } from '../api/update-user.ts';
import { hostedErrorText } from '../hosted/hosted-error.ts';
import { leaveHostedSession, saveHostedUserData } from '../hosted/hosted-sessions.ts';
import { useHostedExpiry } from './use-hosted-expiry.ts';
import { startingUser, useSessionStart, warnSessionExpired } from './use-session-start.ts';

export type SessionProviderProps = {
  children: ReactNode;
};

/**
 * Holds the signed-in user. At start the stored session is checked while a splash screen shows
 * (see `useSessionStart`). A 401 from any later call, or a hosted session's expiry, signs the
 * user out. A hosted user's own data is saved at their host.
 */
export function SessionProvider({ children }: SessionProviderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User>(() => startingUser(GUEST_USER));
  const [hosted, setHosted] = useState<HostedSession | null>(null);
  const signedIn = !isGuest(user.role);

  const providers = useCallback(() => queryClient.fetchQuery(authProvidersQuery), [queryClient]);

  const begin = useCallback((result: AuthResult, from: HostedSession | null) => {
    saveSession(result.access_token, result.user, from);
    setUser(result.user);
    setHosted(from);
    return result.user;
  }, []);

  const resume = useCallback((stored: User) => setUser(stored), []);

  const forget = useCallback(() => {
    clearSession();
    // The farm's reads kept for use offline are this user's: the next one must not see them.
    void forgetOfflineReads();
    setUser(GUEST_USER);
    setHosted(null);
  }, []);

  const start = useSessionStart({ begin, resume, forget, providers });

  /** Ends the session and goes to `/`; `atHost` also ends an Auth0-style host's session. */
  const end = useCallback(
    (atHost: boolean) => {
      forget();
      queryClient.clear();
      void navigate('/');
      if (!hosted) return;
      providers()
        .then((found) => leaveHostedSession(hosted, found, atHost))
        .catch((error: unknown) => console.warn('Signing out at the host failed.', error));
    },
    [forget, queryClient, navigate, hosted, providers],
  );

  const signOut = useCallback(() => end(true), [end]);

  const expire = useCallback(() => {
    warnSessionExpired();
    end(false);
  }, [end]);
  useHostedExpiry(hosted, expire);

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        // Several calls can be refused at once; the first one ends the session.
        if (!readAccessToken()) return;
        showMessage({ message: i18n.t('auth.session.invalidToken'), variant: 'warning' });
        end(false);
      }),
    [end],
  );

  const signIn = useCallback<Session['signIn']>(
    async (input) => begin(await signInRequest(input), null),
    [begin],
  );

  const register = useCallback<Session['register']>(
    async (input) => begin(await registerRequest(input), null),
    [begin],
  );

  const setUp = useCallback<Session['setUp']>(
    async (input) => begin(await setUpRequest(input), null),
    [begin],
  );

  const acceptInvitation = useCallback<Session['acceptInvitation']>(
    async (input) => begin(await acceptInvitationRequest(input), null),
    [begin],
  );

  const updateUser = useCallback(
    async (data: UserDataUpdate): Promise<User> => {
      if (!signedIn) {
        // A guest's preferences live only in this page.
        const local: User = { ...user, data: { ...user.data, ...data } };
        setUser(local);
        return local;
      }
      if (!hosted) {
        const saved = await updateUserRequest(data);
        saveStoredUser(saved);
        setUser(saved);
        return saved;
      }
      const next: User = { ...user, data: { ...user.data, ...data } };
      try {
        await saveHostedUserData(hosted, await providers(), next.data);
      } catch (error) {
        throw new Error(hostedErrorText(error, i18n.t), { cause: error });
      }
      saveStoredUser(next);
      setUser(next);
      return next;
    },
    [user, signedIn, hosted, providers],
  );

  const session = useMemo<Session>(
    () => ({
      user,
      signedIn,
      signIn,
      register,
      setUp,
      acceptInvitation,
      startHostedSession: begin,
      signOut,
      updateUser,
    }),
    [user, signedIn, signIn, register, setUp, acceptInvitation, begin, signOut, updateUser],
  );

  const splash = start.firebase ? t('auth.hosted.loggingInFirebase') : undefined;
  return (
    <SessionContext value={session}>
      {start.checking ? <SplashScreen message={splash} /> : children}
    </SessionContext>
  );
}
