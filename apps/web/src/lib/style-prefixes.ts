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

/** A vendor-prefixed pseudo-class or pseudo-element without arguments: `::-moz-focus-inner`. */
const VENDOR_PSEUDO = /::?-(?:webkit|moz|ms)-[a-z-]+(?![a-z(-])/g;

const knownPseudos = new Map<string, boolean>();

function browserKnows(pseudo: string): boolean {
  let known = knownPseudos.get(pseudo);
  if (known === undefined) {
    known = CSS.supports(`selector(${pseudo})`);
    knownPseudos.set(pseudo, known);
  }
  return known;
}

function parsable(selector: string): boolean {
  return (selector.match(VENDOR_PSEUDO) ?? []).every(browserKnows);
}

/**
 * Drops the selectors this browser cannot parse, such as MUI's `::-moz-focus-inner` and
 * `::-ms-input-placeholder` in Chromium, and the rule when none is left. The browser would reject
 * the rule anyway, but only by throwing from `insertRule`, and an exception thrown deep inside
 * React's commit costs a fraction of a millisecond: some 40 of them on a list's first drawing.
 */
export function unparsableSelectors(element: StylisElement): void {
  if (element.type !== 'rule' || typeof CSS === 'undefined' || !('supports' in CSS)) return;
  if (!Array.isArray(element.props) || element.props.every(parsable)) return;
  element.props = element.props.filter(parsable);
  if (element.props.length === 0) element.children = [];
}
