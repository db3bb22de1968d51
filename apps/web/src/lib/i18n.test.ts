import { afterEach, describe, expect, it } from 'vitest';
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
