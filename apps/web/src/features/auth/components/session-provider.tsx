import type { User } from '@flockbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { readAccessToken, setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { isGuest } from '../../../lib/route-auth.ts';
import { GUEST_USER, SessionContext } from '../../../lib/session.ts';
import type { Session, UserDataUpdate } from '../../../lib/session.ts';
import {
  clearSession,
  isTokenExpired,
  saveSession,
  saveStoredUser,
} from '../../../lib/session-storage.ts';
import { SplashScreen } from '../../../components/splash-screen.tsx';
import { showMessage } from '../../../shell/messages/message-store.ts';
import { getAccessToken } from '../api/get-access-token.ts';
import { register as registerRequest } from '../api/register.ts';
import { signIn as signInRequest } from '../api/sign-in.ts';
import { updateUser as updateUserRequest } from '../api/update-user.ts';

type StartState =
  { status: 'ready'; expiredToken: boolean } | { status: 'checking'; expiredToken: false };

/** What the stored token says at start, read without side effects. */
function startState(): StartState {
  const token = readAccessToken();
  if (!token) return { status: 'ready', expiredToken: false };
  if (isTokenExpired(token)) return { status: 'ready', expiredToken: true };
  return { status: 'checking', expiredToken: false };
}

export type SessionProviderProps = {
  children: ReactNode;
};

/**
 * Holds the signed-in user. At start the stored access token is checked with the server while a
 * splash screen shows: a good token signs the user in again with a fresh token; an expired or
 * refused one clears the session. A 401 from any later call signs the user out.
 */
export function SessionProvider({ children }: SessionProviderProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [start] = useState(startState);
  const [checking, setChecking] = useState(start.status === 'checking');
  const [user, setUser] = useState<User>(GUEST_USER);
  const signedIn = !isGuest(user.role);

  useEffect(() => {
    if (!start.expiredToken) return;
    console.warn('access token expired');
    clearSession();
    showMessage({ message: i18n.t('auth.session.tokenExpired'), variant: 'warning' });
  }, [start]);

  useEffect(() => {
    if (start.status !== 'checking') return;
    const controller = new AbortController();
    getAccessToken(controller.signal)
      .then((result) => {
        saveSession(result.access_token, result.user);
        setUser(result.user);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Failed to login with token.', error);
        clearSession();
        setUser(GUEST_USER);
        showMessage({ message: i18n.t('auth.session.tokenLoginFailed'), variant: 'warning' });
      })
      .finally(() => {
        if (!controller.signal.aborted) setChecking(false);
      });
    return () => controller.abort();
  }, [start]);

  const signOut = useCallback(() => {
    clearSession();
    setUser(GUEST_USER);
    queryClient.clear();
    void navigate('/');
  }, [navigate, queryClient]);

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        // Several calls can be refused at once; the first one ends the session.
        if (!readAccessToken()) return;
        showMessage({ message: i18n.t('auth.session.invalidToken'), variant: 'warning' });
        signOut();
      }),
    [signOut],
  );

  const signIn = useCallback<Session['signIn']>(async (input) => {
    const result = await signInRequest(input);
    saveSession(result.access_token, result.user);
    setUser(result.user);
    return result.user;
  }, []);

  const register = useCallback<Session['register']>(async (input) => {
    const result = await registerRequest(input);
    saveSession(result.access_token, result.user);
    setUser(result.user);
    return result.user;
  }, []);

  const updateUser = useCallback(
    async (data: UserDataUpdate): Promise<User> => {
      if (!signedIn) {
        // A guest's preferences live only in this page.
        const local: User = { ...user, data: { ...user.data, ...data } };
        setUser(local);
        return local;
      }
      const saved = await updateUserRequest(data);
      saveStoredUser(saved);
      setUser(saved);
      return saved;
    },
    [user, signedIn],
  );

  const session = useMemo<Session>(
    () => ({ user, signedIn, signIn, register, signOut, updateUser }),
    [user, signedIn, signIn, register, signOut, updateUser],
  );

  return <SessionContext value={session}>{checking ? <SplashScreen /> : children}</SessionContext>;
}
