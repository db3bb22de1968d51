import { css, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { CSSObject, SerializedStyles } from '@emotion/react';
import { useTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { useInsertionEffect } from 'react';
import { leftToRightStyleCache } from './style-caches.ts';

type Serialized<K extends string> = Record<K, SerializedStyles>;

function insertOnce(cache: EmotionCache, styles: SerializedStyles): void {
  if (cache.inserted[styles.name] === undefined) {
    cache.insert(`.${cache.key}-${styles.name}`, styles, cache.sheet, true);
  }
}

/**
 * A hook giving class names for styles that depend only on the theme: worked out once per theme
 * and written once per style cache (so right to left too), where MUI's `sx` and styled
 * components work their styles out anew for every element on every render. For elements drawn
 * many times over on a first page, such as a list's 50 status chips, or plain parts of the frame.
 */
export function themeClasses<K extends string>(
  build: (theme: Theme) => Record<K, CSSObject>,
): () => Record<K, string> {
  const serializedFor = new WeakMap<Theme, Serialized<K>>();
  const namesFor = new WeakMap<EmotionCache, WeakMap<Serialized<K>, Record<K, string>>>();

  function serialized(theme: Theme): Serialized<K> {
    let styles = serializedFor.get(theme);
    if (!styles) {
      const built = build(theme);
      styles = {} as Serialized<K>;
      for (const key of Object.keys(built) as K[]) styles[key] = css(built[key]);
      serializedFor.set(theme, styles);
    }
    return styles;
  }

  function classNames(cache: EmotionCache, styles: Serialized<K>): Record<K, string> {
    let byStyles = namesFor.get(cache);
    if (!byStyles) namesFor.set(cache, (byStyles = new WeakMap()));
    let names = byStyles.get(styles);
    if (!names) {
      names = {} as Record<K, string>;
      for (const key of Object.keys(styles) as K[]) names[key] = `${cache.key}-${styles[key].name}`;
      byStyles.set(styles, names);
    }
    return names;
  }

  return function useThemeClasses(): Record<K, string> {
    const theme = useTheme();
    // Emotion has a cache in every browser; outside of one, the page's own left-to-right cache.
    const cache = useEmotionCache() ?? leftToRightStyleCache();
    const styles = serialized(theme);
    // As emotion's own components do: written before the elements that use them are laid out.
    useInsertionEffect(() => {
      for (const key of Object.keys(styles) as K[]) insertOnce(cache, styles[key]);
    }, [cache, styles]);
    return classNames(cache, styles);
  };
}

/** A typography variant's font as plain styles, for a `<p>` or `<span>` styled as MUI's text. */
export function textStyles(theme: Theme, variant: 'body1' | 'body2' | 'caption'): CSSObject {
  const { fontFamily, fontSize, fontWeight, lineHeight, letterSpacing } = theme.typography[variant];
  return { margin: 0, fontFamily, fontSize, fontWeight, lineHeight, letterSpacing };
}

/** The class names given, without the empty ones, as one `className`. */
export function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
