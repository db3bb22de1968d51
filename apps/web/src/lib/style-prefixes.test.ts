import createCache from '@emotion/cache';
import { css } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { loadStyleCache } from './style-caches.ts';
import { webkitPrefixes } from './style-prefixes.ts';
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
