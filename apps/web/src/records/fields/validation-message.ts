import type { TFunction } from 'i18next';
import { recordsEn } from '../locales/en.ts';

type KnownMessage = keyof typeof recordsEn.records.validation;

function isKnown(message: string): message is KnownMessage {
  return message in recordsEn.records.validation;
}

/**
 * A validation message in the user's language when it is one of the shared schemas' common
 * messages; any other message (the server's own, naming a number or a date) is shown as sent.
 */
export function validationMessage(message: string | undefined, t: TFunction): string | undefined {
  if (message === undefined || message === '') return undefined;
  return isKnown(message) ? t(`records.validation.${message}`) : message;
}
