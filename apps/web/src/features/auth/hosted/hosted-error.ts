import type { AppTexts, TFunction } from '../../../lib/translator.ts';
import { errorMessage } from '../../../components/error-message.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { DEFAULT_LANGUAGE, i18n } from '../../../lib/i18n.ts';
import { translateAuthMessage } from '../auth-messages.ts';

export type HostedErrorReason = keyof AppTexts['auth']['hosted']['errors'];

/** A hosted sign-in step that did not succeed; its text is `auth.hosted.errors.<reason>`. */
export class HostedSignInError extends Error {
  override readonly name = 'HostedSignInError';
  readonly reason: HostedErrorReason;

  constructor(reason: HostedErrorReason, options?: { cause?: unknown }) {
    super(i18n.t(`auth.hosted.errors.${reason}`, { lng: DEFAULT_LANGUAGE }), options);
    this.reason = reason;
  }
}

/** An answer of an identity host (its user API, its database) that was not a success. */
export class HostError extends Error {
  override readonly name = 'HostError';
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The text a user sees for a failed hosted step, in the current language. */
export function hostedErrorText(error: unknown, t: TFunction): string {
  if (error instanceof HostedSignInError) return t(`auth.hosted.errors.${error.reason}`);
  if (error instanceof ApiError) {
    // A refused exchange names the field at fault (`{error: {email}}`); there is none to show it.
    const [fieldMessage] = Object.values(error.fieldErrors);
    return translateAuthMessage(fieldMessage, t) ?? errorMessage(error, t);
  }
  if (error instanceof HostError && error.message !== '') return error.message;
  return t('errors.generic');
}
