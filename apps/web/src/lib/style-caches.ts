import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { unparsableSelectors, webkitPrefixes } from './style-prefixes.ts';

type Direction = 'ltr' | 'rtl';

const ltrPlugins = [webkitPrefixes, unparsableSelectors];
const ltrCache = createCache({ key: 'mui', stylisPlugins: ltrPlugins });
let rtlCache: EmotionCache | undefined;
let rtlLoading: Promise<EmotionCache> | undefined;

/**
 * Fetches what drawing right to left needs (the stylis plugin that mirrors the styles) the first
 * time it is asked for, so the first download of a left-to-right visit does not carry it.
 */
export function loadStyleCache(direction: Direction): Promise<EmotionCache> {
  if (direction === 'ltr') return Promise.resolve(ltrCache);
  rtlLoading ??= import('@mui/stylis-plugin-rtl').then(({ default: rtlPlugin }) => {
    rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [rtlPlugin, ...ltrPlugins] });
    return rtlCache;
  });
  return rtlLoading;
}

/** The left-to-right cache, which every page starts with. */
export function leftToRightStyleCache(): EmotionCache {
  return ltrCache;
}

/** The style cache of a direction once loaded; else the promise of it (see `loadStyleCache`). */
export function styleCacheFor(direction: Direction): EmotionCache | Promise<EmotionCache> {
  if (direction === 'ltr') return ltrCache;
  return rtlCache ?? loadStyleCache('rtl');
}
