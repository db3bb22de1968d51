import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator.ts';
import type { TranslationKey } from './translator.ts';

const english = {
  greeting: 'Welcome back, {{name}}',
  list: { yes: 'Yes', range: '{{from}}–{{to}} of {{count}}' },
  onlyEnglish: 'Only in English',
};
const turkish = { greeting: 'Tekrar hoş geldin, {{name}}', list: { yes: 'Evet' } };

// The tests use their own texts; the app's keys type the calls.
const key = (text: string) => text as TranslationKey;

function translator() {
  const texts = new Translator('en', english);
  texts.addResourceBundle('tr', turkish);
  return texts;
}

describe('Translator', () => {
  it('reads dotted keys in the current language and fills in the values', () => {
    const texts = translator();
    expect(texts.t(key('list.yes'))).toBe('Yes');
    expect(texts.t(key('list.range'), { from: 1, to: 25, count: 60 })).toBe('1–25 of 60');
    texts.changeLanguage('tr');
    expect(texts.t(key('greeting'), { name: 'Ayşe' })).toBe('Tekrar hoş geldin, Ayşe');
  });

  it('falls back to English, then to the default, then to the key itself', () => {
    const texts = translator();
    texts.changeLanguage('tr');
    expect(texts.t(key('onlyEnglish'))).toBe('Only in English');
    expect(texts.t(key('missing.text'), { defaultValue: 'Hello {{who}}', who: 'Ali' })).toBe(
      'Hello Ali',
    );
    expect(texts.t(key('missing.text'))).toBe('missing.text');
  });

  it('reads another language on request, and says which language has a text itself', () => {
    const texts = translator();
    expect(texts.t(key('list.yes'), { lng: 'tr' })).toBe('Evet');
    expect(texts.exists('onlyEnglish', 'tr')).toBe(false);
    expect(texts.exists('list.yes', 'tr')).toBe(true);
  });

  it('answers a group of texts only when asked to', () => {
    const texts = translator();
    expect(texts.t(key('list'), { returnObjects: true })).toEqual(english.list);
    expect(texts.t(key('list'))).toBe('list');
  });

  it('switches only to a language whose texts are there, telling its listeners once', () => {
    const texts = translator();
    const heard = vi.fn();
    const stop = texts.onLanguageChanged(heard);
    expect(() => texts.changeLanguage('ar')).toThrow('The ar texts have not been loaded.');
    texts.changeLanguage('tr');
    texts.changeLanguage('tr');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith('tr');
    expect(texts.language).toBe('tr');
    stop();
    texts.changeLanguage('en');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('leaves a place empty when its value is missing', () => {
    expect(translator().t(key('greeting'))).toBe('Welcome back, ');
  });
});
