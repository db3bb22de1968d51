import { useTranslation } from '../lib/use-translation.ts';

/** The languages every area's texts come in. */
export type TextLanguage = 'en' | 'tr' | 'ar';

/**
 * The words of one record area in one language. `fields` names every column and form field
 * (by field name); `options` names the values of enum fields (field -> value -> label).
 */
export type AreaTexts<TField extends string = string> = {
  /** The list's title, e.g. 'Deaths'. */
  title: string;
  /** One record, e.g. 'Death'; used in 'New …', messages and the history. */
  singular: string;
  /** The form title of a new record, e.g. 'Record deaths'. */
  newTitle: string;
  /** One line under the list's title. */
  subtitle: string;
  /** The empty list's message, e.g. 'No deaths recorded yet.'. */
  empty: string;
  fields: Record<TField, string>;
  options?: Record<string, Record<string, string>>;
  /** A hint under a form field. */
  hints?: Partial<Record<TField, string>>;
  /** Units shown at the end of a field or after a figure (e.g. 'g', 'm²'). */
  units?: Partial<Record<TField, string>>;
};

/** One area's texts in every language; Turkish and Arabic must name the same fields. */
export type AreaTextsByLanguage<TField extends string = string> = {
  en: AreaTexts<TField>;
  tr: AreaTexts<NoInfer<TField>>;
  ar: AreaTexts<NoInfer<TField>>;
};

/** Any texts object with one entry per language (e.g. a page's own words). */
export type TextsByLanguage<T> = { en: T; tr: T; ar: T };

export function pickLanguage<T>(texts: TextsByLanguage<T>, language: string | undefined): T {
  if (language === 'tr' || language === 'ar') return texts[language];
  return texts.en;
}

/** The texts for the current language (English when the language has none). */
export function useTexts<T>(texts: TextsByLanguage<T>): T {
  const { i18n } = useTranslation();
  return pickLanguage(texts, i18n.language);
}

/** The label of a field, falling back to its name. */
export function fieldLabel(texts: AreaTexts, field: string): string {
  return (texts.fields as Record<string, string | undefined>)[field] ?? field;
}

/** The label of an enum value, falling back to the value itself. */
export function optionLabel(texts: AreaTexts, field: string, value: string): string {
  return texts.options?.[field]?.[value] ?? value;
}

/**
 * Types an area's texts: the English `fields` decide the field names, and Turkish and Arabic
 * must name exactly those.
 */
export function defineAreaTexts<TField extends string>(
  texts: AreaTextsByLanguage<TField>,
): AreaTextsByLanguage {
  return texts as unknown as AreaTextsByLanguage;
}

/** Fills `{{name}}` placeholders of a text with values. */
export function fillText(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
