import { describe, expect, it } from 'vitest';
import * as constants from './shell-constants.ts';
import { animationDuration, layoutMaxWidth } from './shell-constants.ts';

describe('shell constants', () => {
  it('match the specification', () => {
    expect(constants).toMatchObject({
      NAVBAR_WIDTH: 280,
      NAVBAR_FOLDED_WIDTH: 64,
      NAVBAR_MOBILE_WIDTH: 280,
      CHAT_PANEL_WIDTH: 360,
      CHAT_RAIL_WIDTH: 70,
      QUICK_PANEL_WIDTH: 280,
      SETTINGS_PANEL_WIDTH: 380,
      SETTINGS_PANEL_MAX_WIDTH: '90vw',
      TOOLBAR_HEIGHT: 64,
      BOXED_MAX_WIDTH: 1280,
      BOXED_MAX_WIDTH_LAYOUT3: 1120,
      CONTAINER_MAX_WIDTH: 1120,
      SNACKBAR_AUTO_HIDE_MS: 6000,
      SEARCH_MAX_RESULTS: 10,
      HOVER_DEBOUNCE_MS: 150,
      ANIMATION_DURATION_MS: 1000,
      NAV_INDENT_BASE: 40,
      NAV_INDENT_STEP: 16,
      NAV_INDENT_MAX: 80,
      SETTINGS_QUERY_PARAM: 'defaultSettings',
    });
  });

  it('animate for 1000 ms, or 0 when animations are off', () => {
    expect(animationDuration(true)).toBe(1000);
    expect(animationDuration(false)).toBe(0);
  });

  it('box at 1280 (1120 in layout3), contain at 1120, span the window at full width', () => {
    expect(layoutMaxWidth('layout1', 'boxed')).toBe(1280);
    expect(layoutMaxWidth('layout2', 'boxed')).toBe(1280);
    expect(layoutMaxWidth('layout3', 'boxed')).toBe(1120);
    expect(layoutMaxWidth('layout1', 'container')).toBe(1120);
    expect(layoutMaxWidth('layout3', 'container')).toBe(1120);
    expect(layoutMaxWidth('layout1', 'fullwidth')).toBeUndefined();
  });
});
