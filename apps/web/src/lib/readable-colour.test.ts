import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { readableOn, TEXT_CONTRAST } from './readable-colour.ts';

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
