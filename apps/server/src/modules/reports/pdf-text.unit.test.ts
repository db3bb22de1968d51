import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.ts';

const NBSP = '\u00a0';

describe('pdfText', () => {
  it('leaves text without right-to-left letters as it is', () => {
    expect(pdfText('Şahin Çiftliği Iğdır (ŞÇ-12)')).toBe('Şahin Çiftliği Iğdır (ŞÇ-12)');
  });

  it('joins an Arabic name into one word, so that it is reversed whole', () => {
    expect(pdfText('مزرعة النور')).toBe(`مزرعة${NBSP}النور`);
  });

  it('keeps numbers read with the Arabic words as written, and mirrors brackets', () => {
    // fontkit reverses the whole word: numbers are turned beforehand, brackets swapped.
    expect(pdfText('قطيع 2026-10 (ب)')).toBe(`قطيع${NBSP}01-6202${NBSP})ب(`);
  });

  it('leaves the Latin words around an Arabic run in place', () => {
    expect(pdfText('Farm report: مزرعة النور')).toBe(`Farm report: مزرعة${NBSP}النور`);
    // A run followed by more text starts with a no-break space: the gap on its right.
    expect(pdfText('مزرعة النور · Ross 308 broiler')).toBe(
      `${NBSP}مزرعة${NBSP}النور · Ross 308 broiler`,
    );
    expect(pdfText('Farm مزرعة - Batch 7')).toBe(`Farm ${NBSP}مزرعة - Batch 7`);
  });
});
