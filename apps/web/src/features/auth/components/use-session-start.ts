import type { AuthProviders, AuthResult, User } from '@flockbook/contracts';
import { useEffect, useState } from 'react';
import type { HostedSession } from '../../../lib/hosted-session.ts';
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
  forget: () => void;
  providers: () => Promise<AuthProviders>;
};

/**
 * Checks the stored session once at start: a good token signs the user in again with a fresh
 * one; a hosted session is checked with its host (a Firebase one says so on the splash screen);
 * an expired or refused session is cleared. Answers whether the check is running, and whether
 * it is a Firebase sign-in.
 */
export function useSessionStart({ begin, forget, providers }: SessionStartActions) {
  const [start] = useState(readStart);
  // With the early answer in already, the check still runs below (storing the fresh token) but
  // the page is drawn at once: the session starts from that answer (see `startingUser`).
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
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
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
  }, [start, begin, forget, providers]);

  return { checking, firebase: start.kind === 'hosted' && start.hosted.provider === 'firebase' };
}
