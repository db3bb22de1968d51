import { peopleMessages } from '@flockbook/contracts';
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
