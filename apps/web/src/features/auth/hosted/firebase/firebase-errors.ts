import type { TFunction } from '../../../../lib/translator.ts';
import type { SetFieldError } from '../../../../lib/api-client.ts';
import { showMessage } from '../../../../lib/message-store.ts';

type Fields = {
  signIn: Partial<Record<string, 'email' | 'password'>>;
  register: Partial<Record<string, 'displayName' | 'email' | 'password'>>;
};

/** Where each Firebase error code is said, per form (specification, error catalogue). */
const FIELDS: Fields = {
  signIn: {
    'auth/email-already-in-use': 'email',
    'auth/invalid-email': 'email',
    'auth/operation-not-allowed': 'email',
    'auth/user-not-found': 'email',
    'auth/user-disabled': 'email',
    'auth/weak-password': 'password',
    'auth/wrong-password': 'password',
    // What Firebase answers for a wrong password while it protects against email enumeration.
    'auth/invalid-credential': 'password',
  },
  register: {
    'auth/email-already-in-use': 'email',
    'auth/invalid-email': 'email',
    'auth/operation-not-allowed': 'displayName',
    'auth/user-not-found': 'displayName',
    'auth/user-disabled': 'displayName',
    'auth/weak-password': 'password',
    'auth/wrong-password': 'password',
  },
};

export type FirebaseForm = keyof Fields;
type FieldOf<Form extends FirebaseForm> = NonNullable<Fields[Form][string]>;

/** The readable text of each code the forms expect; any other says the generic error. */
const MESSAGES = {
  'auth/email-already-in-use': 'auth.messages.emailInUse',
  'auth/invalid-email': 'auth.messages.invalidEmail',
  'auth/operation-not-allowed': 'auth.firebase.errors.operationNotAllowed',
  'auth/user-not-found': 'auth.messages.checkEmail',
  'auth/user-disabled': 'auth.messages.accountDisabled',
  'auth/weak-password': 'auth.firebase.errors.weakPassword',
  'auth/wrong-password': 'auth.messages.checkPassword',
  'auth/invalid-credential': 'auth.messages.checkPassword',
  'auth/too-many-requests': 'auth.firebase.errors.tooManyRequests',
  'auth/network-request-failed': 'errors.network',
} as const;

/** The code of an error the Firebase SDK threw (read without loading the SDK). */
export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'FirebaseError' && typeof code === 'string' ? code : undefined;
}

/** A bad API key: said when the SDK starts, or by the service as `auth/api-key-not-valid…`. */
function isInvalidApiKey(code: string): boolean {
  return code === 'auth/invalid-api-key' || code.startsWith('auth/api-key-not-valid');
}

/**
 * Says a Firebase error where it belongs: at its field, in a snackbar (a bad API key), or
 * above the form. Answers false when `error` did not come from Firebase.
 */
export function showFirebaseError<Form extends FirebaseForm>(
  error: unknown,
  form: Form,
  setError: SetFieldError<FieldOf<Form>>,
  setFormError: (message: string) => void,
  t: TFunction,
): boolean {
  const code = firebaseErrorCode(error);
  if (code === undefined) return false;
  if (isInvalidApiKey(code)) {
    showMessage({ message: t('auth.firebase.errors.invalidApiKey'), variant: 'error' });
    return true;
  }
  const key = (MESSAGES as Partial<Record<string, (typeof MESSAGES)[keyof typeof MESSAGES]>>)[code];
  const message = key ? t(key) : t('errors.generic');
  const field = FIELDS[form][code] as FieldOf<Form> | undefined;
  if (field) setError(field, { type: 'firebase', message });
  else setFormError(message);
  return true;
}
