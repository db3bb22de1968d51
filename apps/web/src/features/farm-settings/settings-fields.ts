import { appSettingsSchema } from '@flockbook/contracts';
import type { AppSettings } from '@flockbook/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { fillText } from '../../records/area-texts.ts';
import type { AreaTexts } from '../../records/area-texts.ts';
import type { FormValues } from '../../records/fields/record-field-input.tsx';
import { initialFormValues } from '../../records/form-values.ts';
import type { RecordField } from '../../records/record-area.ts';
import type { FarmSettingsTexts } from './locales/en.ts';

export type SettingName = keyof AppSettings;

/** The alert thresholds, then the values the figures and the stock use, then the house band. */
export const ALERT_FIELDS: readonly RecordField[] = [
  { name: 'mortalityAlertPercent', type: 'decimal', required: true },
  { name: 'feedAlertDays', type: 'integer', required: true },
  { name: 'medicineExpiryAlertDays', type: 'integer', required: true },
  { name: 'weightAlertPercent', type: 'decimal', required: true },
  { name: 'mortalitySpikeAlertPercent', type: 'decimal', required: true },
  { name: 'waterDropAlertPercent', type: 'decimal', required: true },
  { name: 'roundMissingAlertHour', type: 'integer', required: true },
];
export const RECORD_FIELDS: readonly RecordField[] = [
  { name: 'chickWeightKg', type: 'decimal', required: true },
  { name: 'currency', type: 'text', required: true },
  { name: 'allowNegativeFeedStock', type: 'switch', wide: true },
];
/** The house temperature band the flock page's readings chart draws. */
export const HOUSE_FIELDS: readonly RecordField[] = [
  { name: 'houseTargetStartC', type: 'decimal', required: true },
  { name: 'houseTargetEndC', type: 'decimal', required: true },
  { name: 'houseTargetEndDay', type: 'integer', required: true },
  { name: 'houseTargetMarginC', type: 'decimal', required: true },
];
export const SETTING_FIELDS = [...ALERT_FIELDS, ...RECORD_FIELDS, ...HOUSE_FIELDS];
export const SETTING_NAMES = SETTING_FIELDS.map((field) => field.name as SettingName);

/** What every installation starts with (the contract's defaults). */
export const DEFAULT_SETTINGS: AppSettings = appSettingsSchema.parse({});

export type NumberBounds = { min: number; max: number; whole: boolean };

/** The range the shared schema allows a number setting, so the screen never restates it. */
export function numberBounds(name: string): NumberBounds | undefined {
  const shape: Record<string, z.ZodType> = appSettingsSchema.shape;
  const field = shape[name];
  const inner = field instanceof z.ZodDefault ? field.unwrap() : field;
  if (!(inner instanceof z.ZodNumber)) return undefined;
  return {
    min: inner.minValue ?? 0,
    max: inner.maxValue ?? Number.MAX_SAFE_INTEGER,
    whole: inner.isInt,
  };
}

export function settingsFormValues(settings: AppSettings): FormValues {
  return initialFormValues(SETTING_FIELDS, settings);
}

/**
 * The form's texts in the shape the record fields read: each number's hint ends with the range
 * it may take.
 */
export function settingsAreaTexts(texts: FarmSettingsTexts): AreaTexts {
  const hints: Record<string, string> = {};
  for (const name of SETTING_NAMES) {
    const bounds = numberBounds(name);
    hints[name] = bounds
      ? `${texts.hints[name]} (${fillText(texts.range, { min: bounds.min, max: bounds.max })})`
      : texts.hints[name];
  }
  return {
    title: texts.title,
    singular: texts.title,
    newTitle: texts.title,
    subtitle: texts.subtitle,
    empty: '',
    fields: texts.fields,
    hints,
    units: texts.units,
  };
}

/**
 * The shared schema checks the form; its messages become the screen's own words (a number's
 * range, the currency code) in the page language.
 */
export function settingsResolver(
  texts: FarmSettingsTexts,
): Resolver<FormValues, unknown, FormValues> {
  const check = zodResolver(
    appSettingsSchema as unknown as z.ZodType<FormValues, FormValues>,
  ) as unknown as Resolver<FormValues, unknown, FormValues>;
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const names = Object.keys(result.errors);
    if (names.length === 0) return result;
    const errors: Record<string, FieldError> = {};
    for (const name of names) {
      const bounds = numberBounds(name);
      const message = bounds
        ? fillText(bounds.whole ? texts.wholeRangeError : texts.rangeError, {
            min: bounds.min,
            max: bounds.max,
          })
        : name === 'currency'
          ? texts.currencyError
          : String(result.errors[name]?.message ?? '');
      errors[name] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}
