import '../../../../app/app-texts.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '../../../../lib/i18n.ts';
import { currentMessages, resetMessages } from '../../../../lib/message-store.ts';
import { firebaseError } from '../../../../testing/fake-firebase.ts';
import { firebaseErrorCode, showFirebaseError } from './firebase-errors.ts';
import type { FirebaseForm } from './firebase-errors.ts';

function place(code: string, form: FirebaseForm) {
  const setError = vi.fn<(field: string, error: { type: string; message: string }) => void>();
  const setFormError = vi.fn<(message: string) => void>();
  const shown = showFirebaseError(firebaseError(code), form, setError, setFormError, i18n.t);
  return { shown, setError, setFormError };
}

afterEach(async () => {
  resetMessages();
  await changeLanguage('en');
});

describe('Firebase errors on the sign-in form', () => {
  it.each([
    ['auth/email-already-in-use', 'email', 'The email is already in use'],
    ['auth/invalid-email', 'email', 'Please enter a valid email'],
    ['auth/operation-not-allowed', 'email', 'Signing in with email and password is not enabled'],
    ['auth/user-not-found', 'email', 'Check your username/email'],
    ['auth/user-disabled', 'email', 'This account is disabled'],
    ['auth/weak-password', 'password', 'This password is too weak: use at least 6 characters'],
    ['auth/wrong-password', 'password', 'Check your password'],
    ['auth/invalid-credential', 'password', 'Check your password'],
  ])('%s is said at the %s field', (code, field, message) => {
    const { shown, setError, setFormError } = place(code, 'signIn');
    expect(shown).toBe(true);
    expect(setError).toHaveBeenCalledWith(field, { type: 'firebase', message });
    expect(setFormError).not.toHaveBeenCalled();
  });
});

describe('Firebase errors on the registration form', () => {
  it.each([
    ['auth/email-already-in-use', 'email'],
    ['auth/invalid-email', 'email'],
    ['auth/operation-not-allowed', 'displayName'],
    ['auth/user-not-found', 'displayName'],
    ['auth/user-disabled', 'displayName'],
    ['auth/weak-password', 'password'],
    ['auth/wrong-password', 'password'],
  ])('%s is said at the %s field', (code, field) => {
    const { setError } = place(code, 'register');
    expect(setError).toHaveBeenCalledWith(field, expect.objectContaining({ type: 'firebase' }));
  });
});

describe('other Firebase errors', () => {
  it.each(['auth/invalid-api-key', 'auth/api-key-not-valid.-please-pass-a-valid-api-key.'])(
    '%s is said in a snackbar',
    (code) => {
      const { shown, setError, setFormError } = place(code, 'signIn');
      expect(shown).toBe(true);
      expect(currentMessages().snackbar).toMatchObject({
        open: true,
        message: 'The Firebase API key is not valid',
        variant: 'error',
      });
      expect(setError).not.toHaveBeenCalled();
      expect(setFormError).not.toHaveBeenCalled();
    },
  );

  it('are said above the form, in the chosen language', async () => {
    await changeLanguage('tr');
    const { setFormError } = place('auth/too-many-requests', 'signIn');
    expect(setFormError).toHaveBeenCalledWith(
      'Çok fazla deneme yapıldı. Biraz bekleyip tekrar deneyin.',
    );
    expect(place('auth/internal-error', 'register').setFormError).toHaveBeenCalledWith(
      i18n.t('errors.generic'),
    );
  });

  it('are told from other errors without the SDK', () => {
    expect(firebaseErrorCode(firebaseError('auth/user-disabled'))).toBe('auth/user-disabled');
    expect(firebaseErrorCode(new Error('auth/user-disabled'))).toBeUndefined();
    expect(firebaseErrorCode({ code: 'auth/user-disabled' })).toBeUndefined();
    const setError = vi.fn();
    expect(showFirebaseError(new Error('x'), 'signIn', setError, vi.fn(), i18n.t)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
