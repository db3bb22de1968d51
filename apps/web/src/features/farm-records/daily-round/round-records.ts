import { formatDecimal, formatInteger } from '../../../records/number-format.ts';
import type { RoundFieldTexts } from './locales/use-round-field-texts.ts';
import type { RoundPartName } from './round-form.ts';

type Values = Record<string, string | number | boolean | undefined>;
const text = (value: string | number | boolean | undefined) =>
  value === undefined ? '' : String(value);

/** A record saved meanwhile, in a few words: "5 · Heat stress", "120 kg · Starter". */
export function describeRecord(
  part: RoundPartName,
  record: Values,
  fields: RoundFieldTexts,
  locale: string,
): string {
  const number = (value: string | number | boolean | undefined) =>
    formatDecimal(text(value), locale);
  switch (part) {
    case 'deaths':
      return `${formatInteger(text(record.count), locale)} · ${
        fields.deaths.options.cause[
          text(record.cause) as keyof typeof fields.deaths.options.cause
        ] ?? text(record.cause)
      }`;
    case 'feed':
      return `${number(record.quantityKg)} ${fields.feed.units.quantityKg} · ${
        fields.feed.options.feedType[
          text(record.feedType) as keyof typeof fields.feed.options.feedType
        ] ?? text(record.feedType)
      }`;
    case 'reading':
      return `${number(record.waterLitres)} ${fields.reading.units.waterLitres}, ${number(record.minTempC)}–${number(record.maxTempC)} °C`;
    case 'eggs':
      return `${formatInteger(text(record.eggs), locale)} ${fields.eggs.fields.eggs}`;
    case 'weighing':
      return `${formatInteger(text(record.averageWeightG), locale)} ${fields.weighing.units.averageWeightG}`;
  }
}
