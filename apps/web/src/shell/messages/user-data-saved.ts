import type { TFunction } from '../../lib/translator.ts';

/** The confirmation of a saved user's data, naming where it went: the host they came from. */
export function userDataSavedText(from: string, t: TFunction): string {
  if (from === 'firebase') return t('shell.messages.userDataSavedFirebase');
  if (from === 'auth0') return t('shell.messages.userDataSavedAuth0');
  return t('shell.messages.userDataSaved');
}
