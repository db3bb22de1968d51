import createCache from '@emotion/cache';
import { css } from '@emotion/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStyleCache } from './style-caches.ts';
import { unparsableSelectors, webkitPrefixes } from './style-prefixes.ts';
import type { EmotionCache } from '@emotion/cache';

const styles = css({
  display: 'flex',
  userSelect: 'none',
  backgroundClip: 'text',
  marginLeft: 8,
  '&::placeholder': { opacity: 0.5 },
});

/** The CSS a cache writes for `styles` under the class `.box`. */
function written(cache: EmotionCache): string {
  cache.insert('.box', styles, cache.sheet, true);
  return cache.sheet.tags.map((tag) => tag.textContent).join('');
}

describe('webkitPrefixes', () => {
  it('writes the -webkit- copy only of what a supported browser still needs it for', () => {
    const cache = createCache({ key: 'prefix-test', stylisPlugins: [webkitPrefixes] });
    const text = written(cache);
    expect(text).toContain('-webkit-user-select:none;user-select:none;');
    expect(text).toContain('-webkit-background-clip:text;background-clip:text;');
    expect(text).toContain('display:flex;');
    expect(text).not.toContain('-webkit-box');
    expect(text).not.toContain('-ms-');
    expect(text).toContain('.box::placeholder{opacity:0.5;}');
  });

  it('serves right to left as well, after the mirroring', async () => {
    const text = written(await loadStyleCache('rtl'));
    expect(text).toContain('-webkit-user-select:none;user-select:none;');
    expect(text).toContain('margin-right:8px;');
    expect(text).not.toContain('margin-left');
  });
});

describe('unparsableSelectors', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A browser that, like Chromium, knows WebKit's prefixed selectors and no others. */
  const chromiumLike = {
    supports: (query: string) => !/-(moz|ms)-/.test(query),
  };

  const vendorStyles = css({
    color: 'red',
    '&::-moz-focus-inner': { borderStyle: 'none' },
    '&::-webkit-input-placeholder': { opacity: 0.4 },
    '&::-ms-input-placeholder, &:hover': { opacity: 0.6 },
    '@media (min-width: 600px)': { '&::-moz-placeholder': { opacity: 0.2 } },
  });

  /** What a cache with both plugins writes for `vendorStyles` under the class `.field`. */
  function writtenWith(key: string): string {
    const cache = createCache({ key, stylisPlugins: [webkitPrefixes, unparsableSelectors] });
    cache.insert('.field', vendorStyles, cache.sheet, true);
    return cache.sheet.tags.map((tag) => tag.textContent).join('');
  }

  it('leaves out the selectors the browser cannot parse, and a rule left with none', () => {
    vi.stubGlobal('CSS', chromiumLike);
    const text = writtenWith('vendor-test');
    expect(text).toContain('.field{color:red;}');
    expect(text).toContain('.field::-webkit-input-placeholder{opacity:0.4;}');
    expect(text).toContain('.field:hover{opacity:0.6;}');
    expect(text).not.toContain('-moz-');
    expect(text).not.toContain('-ms-');
  });

  it('keeps every selector where the browser cannot be asked', () => {
    vi.stubGlobal('CSS', undefined);
    const text = writtenWith('vendor-ask');
    expect(text).toContain('.field::-moz-focus-inner{border-style:none;}');
    expect(text).toContain('.field::-ms-input-placeholder,.field:hover{opacity:0.6;}');
  });
});
