/**
 * The app's texts: dotted keys in the current language, English as the fallback of every text,
 * `{{name}}` values, counted texts in the language's plural forms, a default for a missing text,
 * whole groups of texts, and language switches that components follow. A general i18n library
 * would be the largest part of every first page after React and the router, for features the
 * app does not use.
 */

/** The texts of one language: groups of texts down to the texts themselves. */
export type Texts = Readonly<Record<string, unknown>>;

/**
 * The app's English texts, which every language provides. The app, which puts the texts
 * together, fills this in (`app/locales/en.ts`), so every key given to `t` is checked.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the app
export interface AppTexts {}

/**
 * A counted text: one form per plural category the language uses (`Intl.PluralRules`), with
 * `{{count}}` where the number goes. English and Turkish use `one` and `other`; Arabic all six
 * (0 `zero`, 1 `one`, 2 `two`, 3–10 `few`, 11–99 `many`, 100 and fractions `other`).
 */
export type PluralText = { readonly other: string } & {
  readonly [Category in Exclude<Intl.LDMLPluralRule, 'other'>]?: string;
};

/** Declares a counted text, so the other languages may give every form of theirs. */
export function plural(forms: PluralText): PluralText {
  return forms;
}

export function isPluralText(value: unknown): value is PluralText {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { other?: unknown }).other === 'string'
  );
}

/** Every key of the texts, groups included (`toolbar`, `toolbar.user.menu`, ...). */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | PluralText
    ? `${Prefix}${K}`
    : `${Prefix}${K}` | KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey = KeysOf<AppTexts>;

export type TranslateOptions = {
  /** The language to read, instead of the current one. */
  lng?: string;
  /** The text when the key has none (its values are filled in too). */
  defaultValue?: string;
  /** Answers a group of texts (an object) instead of one text. */
  returnObjects?: boolean;
  /** The number a counted text is about: picks its plural form and fills its `{{count}}`. */
  count?: number;
  /** Values for the `{{name}}` places of the text. */
  [value: string]: unknown;
};

export type TFunction = (key: TranslationKey, options?: TranslateOptions) => string;

type LanguageListener = (language: string) => void;

const PLACE = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(texts: Texts | undefined, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

/** Puts `values` into the `{{name}}` places of `text` (a place without a value is left empty). */
export function fillValues(text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(PLACE, (_place, name: string) => {
    const value = lookup(values as Texts, name);
    return value === undefined || value === null ? '' : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
const countFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, language: string, make: () => T): T {
  let found = cache.get(language);
  if (!found) {
    found = make();
    cache.set(language, found);
  }
  return found;
}

/**
 * The one rule for a number of things in every language: the form of `text` that the language's
 * plural rules choose for `count`, with the other `values` filled in. `{{count}}` and every other
 * number are written as the language writes numbers (grouped, in Latin digits as every figure of
 * the app).
 */
export function countText(
  text: PluralText,
  count: number,
  language: string,
  values: Readonly<Record<string, unknown>> = {},
): string {
  const rules = cached(pluralRules, language, () => new Intl.PluralRules(language));
  const form = text[rules.select(count)] ?? text.other;
  const format = cached(
    countFormats,
    language,
    () => new Intl.NumberFormat(language, { numberingSystem: 'latn', maximumFractionDigits: 2 }),
  );
  const written = Object.fromEntries(
    Object.entries({ ...values, count }).map(([name, value]) => [
      name,
      typeof value === 'number' ? format.format(value) : value,
    ]),
  );
  return fillValues(form, written);
}

export class Translator {
  /** The current language. */
  language: string;
  private readonly bundles = new Map<string, Texts>();
  private readonly listeners = new Set<LanguageListener>();

  constructor(
    private readonly fallback: string,
    fallbackTexts: Texts = {},
  ) {
    this.language = fallback;
    this.bundles.set(fallback, fallbackTexts);
  }

  hasResourceBundle(language: string): boolean {
    return this.bundles.has(language);
  }

  addResourceBundle(language: string, texts: Texts): void {
    this.bundles.set(language, texts);
  }

  /** Whether `key` has a text in `language` itself (no fallback). */
  exists(key: string, language: string = this.language): boolean {
    return lookup(this.bundles.get(language), key) !== undefined;
  }

  /** Switches to `language`, whose texts must have been added. */
  changeLanguage(language: string): void {
    if (!this.bundles.has(language)) {
      throw new Error(`The ${language} texts have not been loaded.`);
    }
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  /** Calls `listener` after every language switch; answers the function that stops it. */
  onLanguageChanged(listener: LanguageListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The text of `key` (an arrow function, so it can be handed on alone). */
  readonly t = (key: TranslationKey, options: TranslateOptions = {}): string => {
    const language = options.lng ?? this.language;
    let found = lookup(this.bundles.get(language), key);
    if (found === undefined && language !== this.fallback) {
      found = lookup(this.bundles.get(this.fallback), key);
    }
    if (typeof found === 'string') return fillValues(found, options);
    if (isPluralText(found) && !options.returnObjects) {
      const { count } = options;
      return count === undefined
        ? fillValues(found.other, options)
        : countText(found, count, language, options);
    }
    if (found !== undefined && options.returnObjects) return found as string;
    return options.defaultValue === undefined ? key : fillValues(options.defaultValue, options);
  };
}
