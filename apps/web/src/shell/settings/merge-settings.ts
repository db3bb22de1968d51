import { isThemeName } from '../themes/theme-names.ts';
import type { ThemeSlots } from '../themes/create-shell-theme.ts';
import { layoutDefaults } from './layout-defaults.ts';
import {
  BAR_POSITIONS,
  BAR_STYLES,
  DIRECTIONS,
  LAYOUT_MODES,
  LAYOUT_SCROLLS,
  LAYOUT_STYLES,
  NAVBAR_POSITIONS,
} from './settings-types.ts';
import type {
  LayoutConfig,
  LayoutConfigPatch,
  LayoutStyle,
  Settings,
  SettingsPatch,
} from './settings-types.ts';

/** A layout config with the patch's fields laid over it; the inputs are left untouched. */
export function mergeLayoutConfig(
  base: LayoutConfig,
  patch: LayoutConfigPatch | undefined,
): LayoutConfig {
  return {
    mode: patch?.mode ?? base.mode,
    scroll: patch?.scroll ?? base.scroll,
    navbar: { ...base.navbar, ...defined(patch?.navbar) },
    toolbar: { ...base.toolbar, ...defined(patch?.toolbar) },
    footer: { ...base.footer, ...defined(patch?.footer) },
    leftSidePanel: { ...base.leftSidePanel, ...defined(patch?.leftSidePanel) },
    rightSidePanel: { ...base.rightSidePanel, ...defined(patch?.rightSidePanel) },
  };
}

/**
 * Deep merge of a settings patch over settings; fields the patch leaves out (or sets to
 * `undefined`) keep their value, and the inputs are left untouched. When the patch names another
 * layout style, its config is laid over that style's defaults rather than the old style's config,
 * so a style never inherits options meant for another.
 */
export function mergeSettings(base: Settings, patch: SettingsPatch | undefined): Settings {
  const style = patch?.layout?.style ?? base.layout.style;
  const configBase = style === base.layout.style ? base.layout.config : layoutDefaults(style);
  return {
    layout: { style, config: mergeLayoutConfig(configBase, patch?.layout?.config) },
    customScrollbars: patch?.customScrollbars ?? base.customScrollbars,
    animations: patch?.animations ?? base.animations,
    direction: patch?.direction ?? base.direction,
    theme: { ...base.theme, ...defined(patch?.theme) },
  };
}

/** Switch to another layout style; its config starts again from that style's defaults. */
export function changeLayoutStyle(settings: Settings, style: LayoutStyle): Settings {
  return { ...mergeSettings(settings, {}), layout: { style, config: layoutDefaults(style) } };
}

/** True when both settings hold the same values. */
export function settingsEqual(a: Settings, b: Settings): boolean {
  if (a === b) return true;
  const ca = a.layout.config;
  const cb = b.layout.config;
  return (
    a.layout.style === b.layout.style &&
    ca.mode === cb.mode &&
    ca.scroll === cb.scroll &&
    sameFields(ca.navbar, cb.navbar) &&
    sameFields(ca.toolbar, cb.toolbar) &&
    sameFields(ca.footer, cb.footer) &&
    sameFields(ca.leftSidePanel, cb.leftSidePanel) &&
    sameFields(ca.rightSidePanel, cb.rightSidePanel) &&
    a.customScrollbars === b.customScrollbars &&
    a.animations === b.animations &&
    a.direction === b.direction &&
    sameFields(a.theme, b.theme)
  );
}

function sameFields<T extends object>(a: T, b: T): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key as keyof T] === b[key as keyof T]);
}

/**
 * The valid parts of settings from an untrusted source (a query string, the server, storage):
 * unknown keys and values of the wrong kind are dropped one by one, so one bad field does not
 * cost the rest.
 */
export function parseSettingsPatch(value: unknown): SettingsPatch {
  if (!isRecord(value)) return {};
  const patch: SettingsPatch = {};

  if (isRecord(value.layout)) {
    const style = oneOf(value.layout.style, LAYOUT_STYLES);
    const config = parseLayoutConfigPatch(value.layout.config);
    const layout: NonNullable<SettingsPatch['layout']> = {};
    if (style !== undefined) layout.style = style;
    if (config !== undefined) layout.config = config;
    if (style !== undefined || config !== undefined) patch.layout = layout;
  }
  if (typeof value.customScrollbars === 'boolean') patch.customScrollbars = value.customScrollbars;
  if (typeof value.animations === 'boolean') patch.animations = value.animations;
  const direction = oneOf(value.direction, DIRECTIONS);
  if (direction !== undefined) patch.direction = direction;

  if (isRecord(value.theme)) {
    const theme: Partial<ThemeSlots> = {};
    for (const slot of ['main', 'navbar', 'toolbar', 'footer'] as const) {
      const name = value.theme[slot];
      if (isThemeName(name)) theme[slot] = name;
    }
    if (Object.keys(theme).length > 0) patch.theme = theme;
  }
  return patch;
}

/** The valid parts of a layout config from an untrusted source; `undefined` when none are. */
export function parseLayoutConfigPatch(value: unknown): LayoutConfigPatch | undefined {
  if (!isRecord(value)) return undefined;
  const patch: LayoutConfigPatch = {};
  const mode = oneOf(value.mode, LAYOUT_MODES);
  if (mode !== undefined) patch.mode = mode;
  const scroll = oneOf(value.scroll, LAYOUT_SCROLLS);
  if (scroll !== undefined) patch.scroll = scroll;

  const navbar = section(value.navbar, {
    display: bool,
    folded: bool,
    position: (field) => oneOf(field, NAVBAR_POSITIONS),
  });
  if (navbar) patch.navbar = navbar;
  const bar = {
    display: bool,
    style: (field: unknown) => oneOf(field, BAR_STYLES),
    position: (field: unknown) => oneOf(field, BAR_POSITIONS),
  };
  const toolbar = section(value.toolbar, bar);
  if (toolbar) patch.toolbar = toolbar;
  const footer = section(value.footer, bar);
  if (footer) patch.footer = footer;
  const leftSidePanel = section(value.leftSidePanel, { display: bool });
  if (leftSidePanel) patch.leftSidePanel = leftSidePanel;
  const rightSidePanel = section(value.rightSidePanel, { display: bool });
  if (rightSidePanel) patch.rightSidePanel = rightSidePanel;

  return Object.keys(patch).length > 0 ? patch : undefined;
}

type FieldParsers<T> = { [K in keyof T]-?: (value: unknown) => T[K] | undefined };

function section<T extends object>(
  value: unknown,
  parsers: FieldParsers<T>,
): Partial<T> | undefined {
  if (!isRecord(value)) return undefined;
  const result: Partial<T> = {};
  for (const key of Object.keys(parsers) as (keyof T & string)[]) {
    const parsed = parsers[key](value[key]);
    if (parsed !== undefined) result[key] = parsed;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object without its `undefined` fields, so spreading it never erases a value. */
function defined<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as Partial<T>;
}
