import type { AuthProviders, AuthResult, User } from '@flockbook/contracts';
import { useEffect, useState } from 'react';
import type { HostedSession } from '../../../lib/hosted-session.ts';
import { ApiError, readAccessToken } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { showMessage } from '../../../lib/message-store.ts';
import { hostedErrorText, HostedSignInError } from '../hosted/hosted-error.ts';
import { restoreHostedSession } from '../hosted/hosted-sessions.ts';
import {
  arrivedEarlyAnswer,
  checkToken,
  forgetEarlyCheck,
  readStart,
} from './session-start-check.ts';

/** Ends an expired session with the specification's warning (at start and when it passes). */
export function warnSessionExpired(): void {
  console.warn('access token expired');
  showMessage({ message: i18n.t('auth.session.tokenExpired'), variant: 'warning' });
}

/** The user a session starts with: the early check's when its answer is in, else a guest. */
export function startingUser(guest: User): User {
  return arrivedEarlyAnswer()?.user ?? guest;
}

export type SessionStartActions = {
  begin: (result: AuthResult, hosted: HostedSession | null) => void;
  /** Goes on with the stored user and token, unchecked: the server could not be reached. */
  resume: (user: User) => void;
  forget: () => void;
  providers: () => Promise<AuthProviders>;
};

/**
 * True when the check could not reach the server (no connection, or a gateway or server that
 * does not answer), as opposed to an answer that refuses the token.
 */
function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.isNetworkError || error.status >= 500);
}

/**
 * The stored user, for a start without a connection. Its module (with the contract's schema)
 * loads only then: a start with a connection never needs it.
 */
async function storedUser(): Promise<User | undefined> {
  try {
    const { readStoredUser } = await import('../../../lib/stored-user.ts');
    return readStoredUser();
  } catch {
    return undefined;
  }
}

/**
 * Checks the stored session once at start: a good token signs the user in again with a fresh
 * one; a hosted session is checked with its host (a Firebase one says so on the splash screen);
 * an expired or refused session is cleared. A token that has not expired but could not be
 * checked for want of a connection keeps the stored user signed in (on a farm without signal
 * the app still opens), and is checked again once the connection is back. Answers whether the
 * check is running, and whether it is a Firebase sign-in.
 */
export function useSessionStart({ begin, resume, forget, providers }: SessionStartActions) {
  const [start] = useState(readStart);
  // With the early answer in already, the check still runs below (storing the fresh token) but
  // the page is drawn at once: the session starts from that answer (see `startingUser`).
  const [unchecked, setUnchecked] = useState(false);
  const [checking, setChecking] = useState(
    () => start.kind === 'hosted' || (start.kind === 'token' && !arrivedEarlyAnswer()),
  );

  useEffect(() => {
    if (start.kind !== 'expired') return;
    warnSessionExpired();
    forget();
  }, [start, forget]);

  useEffect(() => {
    if (start.kind !== 'token' && start.kind !== 'hosted') return;
    const controller = new AbortController();
    const restore =
      start.kind === 'hosted'
        ? providers().then((found) => restoreHostedSession(start.hosted, found, controller.signal))
        : checkToken(controller.signal).then((result) => ({ result, hosted: null }));
    restore
      .then((restored) => {
        if (controller.signal.aborted) return;
        if (!restored) return forget();
        begin(restored.result, restored.hosted);
        if (restored.hosted?.provider === 'firebase') {
          showMessage({ message: i18n.t('auth.hosted.loggedInFirebase'), variant: 'success' });
        }
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        const offline = start.kind === 'token' && isUnreachable(error) ? await storedUser() : null;
        if (controller.signal.aborted) return;
        if (offline) {
          resume(offline);
          setUnchecked(true);
          return;
        }
        console.warn('Failed to login with token.', error);
        forget();
        const message =
          error instanceof HostedSignInError
            ? hostedErrorText(error, i18n.t)
            : i18n.t('auth.session.tokenLoginFailed');
        showMessage({ message, variant: 'warning' });
      })
      .finally(() => {
        if (controller.signal.aborted) return;
        forgetEarlyCheck();
        setChecking(false);
      });
    return () => controller.abort();
  }, [start, begin, resume, forget, providers]);

  // Started without a connection: the token is checked (and renewed) once the browser is back
  // online; a refused one ends the session as at start, an unreachable server waits again.
  useEffect(() => {
    if (!unchecked) return;
    const check = () => {
      if (!readAccessToken()) return setUnchecked(false);
      checkToken(new AbortController().signal)
        .then((result) => {
          setUnchecked(false);
          begin(result, null);
        })
        .catch((error: unknown) => {
          if (isUnreachable(error)) return;
          setUnchecked(false);
          forget();
          showMessage({ message: i18n.t('auth.session.tokenLoginFailed'), variant: 'warning' });
        });
    };
    window.addEventListener('online', check);
    return () => window.removeEventListener('online', check);
  }, [unchecked, begin, forget]);

  return { checking, firebase: start.kind === 'hosted' && start.hosted.provider === 'firebase' };
}
