import type { LayoutMode, LayoutStyle } from './settings-types.ts';

// Sizes and limits of the shell (specification, section 9). Widths and heights are in pixels.

export const NAVBAR_WIDTH = 280;
export const NAVBAR_FOLDED_WIDTH = 64;
export const NAVBAR_MOBILE_WIDTH = 280;
export const CHAT_PANEL_WIDTH = 360;
export const CHAT_RAIL_WIDTH = 70;
export const QUICK_PANEL_WIDTH = 280;
export const SETTINGS_PANEL_WIDTH = 380;
/** The settings panel never covers more than 90% of the viewport. */
export const SETTINGS_PANEL_MAX_WIDTH = '90vw';
export const TOOLBAR_HEIGHT = 64;

export const BOXED_MAX_WIDTH = 1280;
export const BOXED_MAX_WIDTH_LAYOUT3 = 1120;
export const CONTAINER_MAX_WIDTH = 1120;

export const SNACKBAR_AUTO_HIDE_MS = 6000;
export const SEARCH_MAX_RESULTS = 10;
export const HOVER_DEBOUNCE_MS = 150;
export const ANIMATION_DURATION_MS = 1000;

/** Navigation indentation: 40 plus 16 per nesting level, never more than 80. */
export const NAV_INDENT_BASE = 40;
export const NAV_INDENT_STEP = 16;
export const NAV_INDENT_MAX = 80;

/** The query-string parameter that carries JSON default settings, e.g. `?defaultSettings={...}`. */
export const SETTINGS_QUERY_PARAM = 'defaultSettings';

/** Animation length for the user's choice: 1000 ms, or 0 when animations are off. */
export function animationDuration(animations: boolean): number {
  return animations ? ANIMATION_DURATION_MS : 0;
}

/** The largest width of the page for a layout mode; `undefined` when it spans the window. */
export function layoutMaxWidth(style: LayoutStyle, mode: LayoutMode): number | undefined {
  switch (mode) {
    case 'boxed':
      return style === 'layout3' ? BOXED_MAX_WIDTH_LAYOUT3 : BOXED_MAX_WIDTH;
    case 'container':
      return CONTAINER_MAX_WIDTH;
    case 'fullwidth':
      return undefined;
  }
}
