import { authMessages } from '@flockbook/contracts/auth-constants';
import type { TFunction } from '../../lib/translator.ts';

type AuthMessageKey = keyof typeof authMessages;

const keyByMessage = new Map<string, AuthMessageKey>(
  Object.entries(authMessages).map(([key, message]) => [message, key as AuthMessageKey]),
);

/**
 * The shared auth messages (from the forms' own checks or from the server) in the current
 * language; any other text is shown as it came.
 */
export function translateAuthMessage(
  message: string | undefined,
  t: TFunction,
): string | undefined {
  if (message === undefined) return undefined;
  const key = keyByMessage.get(message);
  return key ? t(`auth.messages.${key}`) : message;
}
