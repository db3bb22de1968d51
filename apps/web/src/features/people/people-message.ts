import { peopleMessages } from '@flockbook/contracts';
import { ApiError } from '../../lib/api-client.ts';
import type { PeopleTexts } from './locales/en.ts';

type MessageKey = keyof typeof peopleMessages;
const keyByMessage = new Map<string, MessageKey>(
  Object.entries(peopleMessages).map(([key, message]) => [message, key as MessageKey]),
);

/** A message of the server's people calls in the screen's language; any other as it came. */
export function peopleMessage(texts: PeopleTexts, message: string): string {
  const key = keyByMessage.get(message);
  return key ? texts.messages[key] : message;
}

/** The server's field messages, by the form's field (`farmIds.0` is the field `farmIds`). */
export function fieldMessages(
  texts: PeopleTexts,
  errors: Record<string, string>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0]!;
    fields[field] ??= peopleMessage(texts, message);
  }
  return fields;
}

/** A refused call's message in the screen's language; `failed` for anything but an error. */
export function failureMessage(texts: PeopleTexts, error: unknown): string {
  return error instanceof Error ? peopleMessage(texts, error.message) : texts.failed;
}

/**
 * Shows a refused call of a people form: the server's field messages at their fields, or else
 * one message for the whole form.
 */
export function showRefusal(
  texts: PeopleTexts,
  error: unknown,
  show: { fields: (errors: Record<string, string>) => void; form: (message: string) => void },
): void {
  if (error instanceof ApiError && error.hasFieldErrors) {
    show.fields(fieldMessages(texts, error.fieldErrors));
  } else {
    show.form(failureMessage(texts, error));
  }
}
