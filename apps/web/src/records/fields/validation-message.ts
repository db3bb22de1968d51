import type { TFunction } from '../../lib/translator.ts';
import { recordsEn } from '../locales/en.ts';

type KnownMessage = keyof typeof recordsEn.records.validation;

function isKnown(message: string): message is KnownMessage {
  return message in recordsEn.records.validation;
}

/** The shared schemas' messages that carry a number, by their English wording. */
const WITH_NUMBERS = [
  { pattern: /^Must be at most ([\d,.]+)$/, key: 'atMost', names: ['max'] },
  { pattern: /^Must be at least ([\d,.]+)$/, key: 'atLeast', names: ['min'] },
  {
    pattern: /^The total would be ([\d,.]+); one record can hold at most ([\d,.]+)$/,
    key: 'totalTooLarge',
    names: ['total', 'max'],
  },
] as const;

/**
 * A validation message in the user's language when it is one of the shared schemas' common
 * messages (with its numbers kept); any other message (the server's own, naming a date or a
 * record) is shown as sent.
 */
export function validationMessage(message: string | undefined, t: TFunction): string | undefined {
  if (message === undefined || message === '') return undefined;
  if (isKnown(message)) return t(`records.validation.${message}`);
  for (const { pattern, key, names } of WITH_NUMBERS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
    return t(`records.validationWithNumbers.${key}`, values);
  }
  return message;
}
