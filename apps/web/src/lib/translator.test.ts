import { describe, expect, it, vi } from 'vitest';
import { countText, plural, Translator } from './translator.ts';
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

describe('countText', () => {
  const cardsEn = plural({ one: '{{count}} card', other: '{{count}} cards' });
  const cardsTr = plural({ one: '{{count}} kart', other: '{{count}} kart' });
  const cardsAr = plural({
    zero: 'لا بطاقات',
    one: 'بطاقة واحدة',
    two: 'بطاقتان',
    few: '{{count}} بطاقات',
    many: '{{count}} بطاقة',
    other: '{{count}} بطاقة',
  });

  it('picks the English and Turkish forms for one and for every other number', () => {
    expect([0, 1, 2, 11].map((count) => countText(cardsEn, count, 'en'))).toEqual([
      '0 cards',
      '1 card',
      '2 cards',
      '11 cards',
    ]);
    expect([1, 5].map((count) => countText(cardsTr, count, 'tr'))).toEqual(['1 kart', '5 kart']);
  });

  it('picks each of the six Arabic forms: 0, 1, 2, 3, 11 and 100', () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => countText(cardsAr, count, 'ar'))).toEqual([
      'لا بطاقات',
      'بطاقة واحدة',
      'بطاقتان',
      '3 بطاقات',
      '11 بطاقة',
      '100 بطاقة',
    ]);
    // The forms follow the last two digits: 103 is "few", 111 "many", 1000 "other".
    expect([103, 111, 1000].map((count) => countText(cardsAr, count, 'ar'))).toEqual([
      '103 بطاقات',
      '111 بطاقة',
      '1,000 بطاقة',
    ]);
  });

  it('falls back to the other form when a language leaves a form out', () => {
    expect(countText(plural({ other: '{{count}} kart' }), 1, 'tr')).toBe('1 kart');
    expect(countText(cardsEn, 2, 'ar')).toBe('2 cards');
  });

  it('writes the count with Latin digits and grouping, and fills the other values', () => {
    const shown = plural({
      one: '{{shown}} of {{count}} icon',
      other: '{{shown}} of {{count}} icons',
    });
    expect(countText(shown, 1013, 'en', { shown: 12 })).toBe('12 of 1,013 icons');
    expect(countText(cardsTr, 2500, 'tr')).toBe('2.500 kart');
    expect(countText(plural({ other: '{{count}} أيام' }), 2.5, 'ar')).toBe('2.5 أيام');
  });

  it('gives a counted text of the translator its form for the count', () => {
    const texts = new Translator('en', { cards: cardsEn });
    texts.addResourceBundle('ar', { cards: cardsAr });
    expect(texts.t(key('cards'), { count: 1 })).toBe('1 card');
    expect(texts.t(key('cards'), { count: 4 })).toBe('4 cards');
    expect(texts.t(key('cards'), { count: 2, lng: 'ar' })).toBe('بطاقتان');
    expect(texts.t(key('cards'), { count: 11, lng: 'ar' })).toBe('11 بطاقة');
    // Without a count, the general form, its number left empty.
    expect(texts.t(key('cards'))).toBe(' cards');
  });
});
