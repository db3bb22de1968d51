import '../app/app-texts.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, currentLanguage, i18n, LANGUAGE_STORAGE_KEY } from './i18n.ts';

afterEach(async () => {
  await changeLanguage('en');
});

describe('i18n', () => {
  it('starts in English, left to right', () => {
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('holds only the English texts until another language is first used', () => {
    expect(i18n.hasResourceBundle('en')).toBe(true);
    expect(i18n.hasResourceBundle('tr')).toBe(false);
    expect(i18n.hasResourceBundle('ar')).toBe(false);
  });

  it('keeps the last choice when an earlier one is still loading its texts', async () => {
    const arabic = changeLanguage('ar');
    const english = changeLanguage('en');
    await Promise.all([arabic, english]);

    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.hasResourceBundle('ar')).toBe(true);
  });

  it('switches Arabic to right to left and remembers the choice', async () => {
    await changeLanguage('ar');

    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(i18n.t('home.server.title')).toBe('الخادم');
  });

  it('translates to Turkish', async () => {
    await changeLanguage('tr');

    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('home.help.title')).toBe('Yardım');
  });
});

describe('i18n at start', () => {
  afterEach(() => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    vi.resetModules();
  });

  /** The module as a fresh page loads it, with `language` remembered. */
  async function startWith(language: string) {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    vi.resetModules();
    await import('../app/app-texts.ts');
    return import('./i18n.ts');
  }

  it('loads the remembered language before the app is drawn', async () => {
    const started = await startWith('ar');
    await started.startInDetectedLanguage();

    expect(started.currentLanguage()).toBe('ar');
    expect(started.i18n.language).toBe('ar');
    expect(started.i18n.t('home.server.title')).toBe('الخادم');
    expect(started.i18n.hasResourceBundle('tr')).toBe(false);
    expect(document.documentElement.dir).toBe('rtl');

    await started.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("starts in the browser's language without remembering it as a choice", async () => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    Object.defineProperty(navigator, 'languages', { value: ['tr-TR', 'en'], configurable: true });
    vi.resetModules();
    await import('../app/app-texts.ts');
    const started = await import('./i18n.ts');
    await started.startInDetectedLanguage();

    expect(started.currentLanguage()).toBe('tr');
    expect(started.i18n.t('home.help.title')).toBe('Yardım');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    await started.changeLanguage('en');
    Reflect.deleteProperty(navigator, 'languages');
  });
});
