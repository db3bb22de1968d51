/**
 * The app's texts: dotted keys in the current language, English as the fallback of every text,
 * `{{name}}` values, a default for a missing text, whole groups of texts, and language switches
 * that components follow. A general i18n library would be the largest part of every first page
 * after React and the router, for features the app does not use.
 */

/** The texts of one language: groups of texts down to the texts themselves. */
export type Texts = Readonly<Record<string, unknown>>;

/**
 * The app's English texts, which every language provides. The app, which puts the texts
 * together, fills this in (`app/locales/en.ts`), so every key given to `t` is checked.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the app
export interface AppTexts {}

/** Every key of the texts, groups included (`toolbar`, `toolbar.user.menu`, ...). */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
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

function fill(text: string, values: TranslateOptions): string {
  return text.replace(PLACE, (_place, name: string) => {
    const value = lookup(values as Texts, name);
    return value === undefined || value === null ? '' : String(value);
  });
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
    if (typeof found === 'string') return fill(found, options);
    if (found !== undefined && options.returnObjects) return found as string;
    return options.defaultValue === undefined ? key : fill(options.defaultValue, options);
  };
}
