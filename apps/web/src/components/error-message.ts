import type { TFunction } from '../lib/translator.ts';
import { ApiError } from '../lib/api-client.ts';

/** A message fit for the user: server details when it sent some, never a stack trace. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return t('errors.network');
    if (error.status >= 500) return t('errors.generic');
    return error.detail ?? error.title;
  }
  return t('errors.generic');
}
