import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { readableOn, readableText, TEXT_CONTRAST } from './readable-colour.ts';

describe('readableOn', () => {
  it('reads at 4.5:1 or more on the label colours of the sample apps and on greys', () => {
    for (const colour of [
      '#4caf50',
      '#e0a100',
      '#03a9f4',
      '#ff9800',
      '#9c27b0',
      '#f44336',
      '#777777',
      '#ffeb3b',
      '#000000',
      '#ffffff',
    ]) {
      const { bgcolor, color } = readableOn(colour);
      expect(getContrastRatio(color, bgcolor), colour).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('keeps a dark colour as it is, with white text', () => {
    expect(readableOn('#1b5e20')).toEqual({ bgcolor: '#1b5e20', color: '#FFFFFF' });
  });

  it('puts ink on a light colour rather than darkening it', () => {
    expect(readableOn('#ffeb3b')).toEqual({ bgcolor: '#ffeb3b', color: '#1A1A1A' });
  });
});

describe('readableText', () => {
  it('keeps a colour that reads already, and darkens or lightens one that does not', () => {
    expect(readableText('#1E3A5F', ['#FFFFFF'], false)).toBe('#1E3A5F');
    const amber = readableText('#E0A100', ['#FFFFFF', '#F7F7F7'], false);
    expect(amber).not.toBe('#E0A100');
    expect(getContrastRatio(amber, '#F7F7F7')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const navy = readableText('#1E3A5F', ['#1E2125'], true);
    expect(getContrastRatio(navy, '#1E2125')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});
