import type { LayoutConfig, LayoutStyle, Settings } from './settings-types.ts';

/**
 * Each layout style's default config (specification, section 9): layout1 full width, scrolling
 * content, navbar left, toolbar and footer fixed below; layout2 full width, toolbar below;
 * layout3 in a container, toolbar above.
 */
export const LAYOUT_DEFAULTS: Readonly<Record<LayoutStyle, Readonly<LayoutConfig>>> = {
  layout1: {
    mode: 'fullwidth',
    scroll: 'content',
    navbar: { display: true, folded: false, position: 'left' },
    toolbar: { display: true, style: 'fixed', position: 'below' },
    footer: { display: true, style: 'fixed', position: 'below' },
    leftSidePanel: { display: true },
    rightSidePanel: { display: true },
  },
  layout2: {
    mode: 'fullwidth',
    scroll: 'content',
    navbar: { display: true, folded: false, position: 'left' },
    toolbar: { display: true, style: 'fixed', position: 'below' },
    footer: { display: true, style: 'fixed', position: 'below' },
    leftSidePanel: { display: true },
    rightSidePanel: { display: true },
  },
  layout3: {
    mode: 'container',
    scroll: 'content',
    navbar: { display: true, folded: false, position: 'left' },
    toolbar: { display: true, style: 'fixed', position: 'above' },
    footer: { display: true, style: 'fixed', position: 'below' },
    leftSidePanel: { display: true },
    rightSidePanel: { display: true },
  },
};

/** A fresh copy of a layout style's default config. */
export function layoutDefaults(style: LayoutStyle): LayoutConfig {
  const config = LAYOUT_DEFAULTS[style];
  return {
    mode: config.mode,
    scroll: config.scroll,
    navbar: { ...config.navbar },
    toolbar: { ...config.toolbar },
    footer: { ...config.footer },
    leftSidePanel: { ...config.leftSidePanel },
    rightSidePanel: { ...config.rightSidePanel },
  };
}

/**
 * The settings before anything overrides them: layout1, custom scrollbars and animations on,
 * left to right, default theme for the main area, dark navbar and footer, light toolbar.
 */
export const DEFAULT_SETTINGS: Readonly<Settings> = {
  layout: { style: 'layout1', config: layoutDefaults('layout1') },
  customScrollbars: true,
  animations: true,
  direction: 'ltr',
  theme: { main: 'default', navbar: 'defaultDark', toolbar: 'default', footer: 'defaultDark' },
};
