import type { StylisElement } from '@emotion/cache';

/**
 * Properties a browser the app supports still reads only with its `-webkit-` prefix (Safari's
 * `user-select` and `text-size-adjust`; `backdrop-filter` before Safari 18).
 */
const WEBKIT_ONLY = new Set(['user-select', 'text-size-adjust', 'backdrop-filter']);

/**
 * The style caches' one stylis plugin besides the right-to-left one: it writes the `-webkit-`
 * copy of a declaration only where a supported browser needs it. Emotion's default plugin
 * prefixed every declaration for browsers of ten years ago (`display: flex` four times over),
 * work and bytes on every style of every first page.
 */
export function webkitPrefixes(element: StylisElement): void {
  if (element.type !== 'decl' || element.return) return;
  const property = typeof element.props === 'string' ? element.props : '';
  if (
    WEBKIT_ONLY.has(property) ||
    (property === 'background-clip' && element.children === 'text')
  ) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
}
