import { describe, expect, it } from 'vitest';
import { fillText, optionLabel, pickLanguage } from './area-texts.ts';
import type { AreaTexts } from './area-texts.ts';

describe('area texts', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fillText('Placed {{date}} in {{house}}', { date: '1 Nov', house: 'B1' })).toBe(
      'Placed 1 Nov in B1',
    );
    expect(fillText('{{missing}} left', {})).toBe('{{missing}} left');
  });

  it('picks the language, English for any other', () => {
    const texts = { en: 'Deaths', tr: 'Ölümler', ar: 'النفوق' };
    expect(pickLanguage(texts, 'tr')).toBe('Ölümler');
    expect(pickLanguage(texts, 'ar')).toBe('النفوق');
    expect(pickLanguage(texts, 'de')).toBe('Deaths');
  });

  it('names enum values, falling back to the value', () => {
    const texts: AreaTexts = {
      title: '',
      singular: '',
      newTitle: '',
      subtitle: '',
      empty: '',
      fields: {},
      options: { cause: { cold: 'Cold' } },
    };
    expect(optionLabel(texts, 'cause', 'cold')).toBe('Cold');
    expect(optionLabel(texts, 'cause', 'predator')).toBe('predator');
  });
});
