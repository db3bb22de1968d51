import { userSettingsSchema } from '@flockbook/contracts';
import type { UserSettings } from '@flockbook/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, LAYOUT_DEFAULTS, layoutDefaults } from './layout-defaults.ts';
import {
  changeLayoutStyle,
  mergeSettings,
  parseSettingsPatch,
  settingsEqual,
} from './merge-settings.ts';
import { settingsFromQueryString } from './settings-from-query-string.ts';
import type { Settings } from './settings-types.ts';

describe('layout defaults', () => {
  it('layout1: full width, content scrolls, navbar left, toolbar and footer fixed below', () => {
    expect(LAYOUT_DEFAULTS.layout1).toEqual({
      mode: 'fullwidth',
      scroll: 'content',
      navbar: { display: true, folded: false, position: 'left' },
      toolbar: { display: true, style: 'fixed', position: 'below' },
      footer: { display: true, style: 'fixed', position: 'below' },
      leftSidePanel: { display: true },
      rightSidePanel: { display: true },
    });
  });

  it('layout2: full width, toolbar below', () => {
    expect(LAYOUT_DEFAULTS.layout2.mode).toBe('fullwidth');
    expect(LAYOUT_DEFAULTS.layout2.toolbar.position).toBe('below');
  });

  it('layout3: container, toolbar above', () => {
    expect(LAYOUT_DEFAULTS.layout3.mode).toBe('container');
    expect(LAYOUT_DEFAULTS.layout3.toolbar.position).toBe('above');
  });

  it('hands out fresh copies', () => {
    const copy = layoutDefaults('layout1');
    copy.navbar.folded = true;
    expect(LAYOUT_DEFAULTS.layout1.navbar.folded).toBe(false);
  });
});

describe('default settings', () => {
  it('are layout1, scrollbars and animations on, ltr, dark navbar and footer, light toolbar', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      layout: { style: 'layout1', config: LAYOUT_DEFAULTS.layout1 },
      customScrollbars: true,
      animations: true,
      direction: 'ltr',
      theme: { main: 'default', navbar: 'defaultDark', toolbar: 'default', footer: 'defaultDark' },
    });
  });

  it('fit the user settings the server keeps', () => {
    const saved: UserSettings = DEFAULT_SETTINGS;
    expect(userSettingsSchema.parse(saved)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('mergeSettings', () => {
  it('merges deeply, keeping what the patch leaves out', () => {
    const merged = mergeSettings(DEFAULT_SETTINGS, {
      layout: { config: { navbar: { folded: true }, footer: { display: false } } },
      theme: { navbar: 'slate' },
      direction: 'rtl',
    });
    expect(merged.layout.style).toBe('layout1');
    expect(merged.layout.config.navbar).toEqual({ display: true, folded: true, position: 'left' });
    expect(merged.layout.config.footer).toEqual({
      display: false,
      style: 'fixed',
      position: 'below',
    });
    expect(merged.layout.config.toolbar).toEqual(LAYOUT_DEFAULTS.layout1.toolbar);
    expect(merged.theme).toEqual({
      main: 'default',
      navbar: 'slate',
      toolbar: 'default',
      footer: 'defaultDark',
    });
    expect(merged.direction).toBe('rtl');
    expect(merged.animations).toBe(true);
  });

  it('ignores undefined fields and a missing patch', () => {
    const merged = mergeSettings(DEFAULT_SETTINGS, {
      animations: undefined,
      theme: { main: undefined },
      layout: { config: { navbar: { display: undefined } } },
    });
    expect(merged).toEqual(DEFAULT_SETTINGS);
    expect(mergeSettings(DEFAULT_SETTINGS, undefined)).toEqual(DEFAULT_SETTINGS);
  });

  it('never changes its inputs', () => {
    const base = mergeSettings(DEFAULT_SETTINGS, {});
    const snapshot = structuredClone(base);
    const patch = { layout: { config: { navbar: { folded: true } } } };
    const merged = mergeSettings(base, patch);
    merged.layout.config.toolbar.display = false;
    expect(base).toEqual(snapshot);
    expect(DEFAULT_SETTINGS.layout.config.toolbar.display).toBe(true);
  });

  it("lays a new style's config over that style's defaults", () => {
    const folded = mergeSettings(DEFAULT_SETTINGS, {
      layout: { config: { navbar: { folded: true }, mode: 'boxed' } },
    });
    const merged = mergeSettings(folded, {
      layout: { style: 'layout3', config: { footer: { display: false } } },
    });
    expect(merged.layout.style).toBe('layout3');
    expect(merged.layout.config).toEqual({
      ...LAYOUT_DEFAULTS.layout3,
      footer: { ...LAYOUT_DEFAULTS.layout3.footer, display: false },
    });
  });

  it('keeps the config when the patch names the same style', () => {
    const folded = mergeSettings(DEFAULT_SETTINGS, {
      layout: { config: { navbar: { folded: true } } },
    });
    expect(
      mergeSettings(folded, { layout: { style: 'layout1' } }).layout.config.navbar.folded,
    ).toBe(true);
  });
});

describe('changeLayoutStyle', () => {
  it("resets the layout config to the style's defaults and keeps the rest", () => {
    const custom: Settings = mergeSettings(DEFAULT_SETTINGS, {
      layout: { config: { mode: 'boxed', navbar: { position: 'right' } } },
      theme: { main: 'tech' },
    });
    const changed = changeLayoutStyle(custom, 'layout2');
    expect(changed.layout).toEqual({ style: 'layout2', config: LAYOUT_DEFAULTS.layout2 });
    expect(changed.theme.main).toBe('tech');
    expect(changeLayoutStyle(changed, 'layout1').layout.config).toEqual(LAYOUT_DEFAULTS.layout1);
  });

  it('resets even when the style stays the same', () => {
    const custom = mergeSettings(DEFAULT_SETTINGS, { layout: { config: { mode: 'boxed' } } });
    expect(changeLayoutStyle(custom, 'layout1').layout.config.mode).toBe('fullwidth');
  });
});

describe('settingsEqual', () => {
  it('compares values, not key order or identity', () => {
    const reordered: Settings = {
      theme: { footer: 'defaultDark', toolbar: 'default', navbar: 'defaultDark', main: 'default' },
      direction: 'ltr',
      animations: true,
      customScrollbars: true,
      layout: { config: layoutDefaults('layout1'), style: 'layout1' },
    };
    expect(settingsEqual(reordered, DEFAULT_SETTINGS)).toBe(true);
    expect(
      settingsEqual(mergeSettings(DEFAULT_SETTINGS, { animations: false }), DEFAULT_SETTINGS),
    ).toBe(false);
  });
});

describe('parseSettingsPatch', () => {
  it('keeps valid fields and drops invalid ones one by one', () => {
    expect(
      parseSettingsPatch({
        layout: {
          style: 'layout9',
          config: {
            mode: 'boxed',
            scroll: 'sideways',
            navbar: { folded: 'yes', position: 'right' },
          },
        },
        customScrollbars: false,
        animations: 'no',
        direction: 'up',
        theme: { main: 'slate', navbar: 'neon', extra: 'x' },
        unknown: 1,
      }),
    ).toEqual({
      layout: { config: { mode: 'boxed', navbar: { position: 'right' } } },
      customScrollbars: false,
      theme: { main: 'slate' },
    });
  });

  it('gives an empty patch for anything that is not an object', () => {
    expect(parseSettingsPatch(null)).toEqual({});
    expect(parseSettingsPatch([1, 2])).toEqual({});
    expect(parseSettingsPatch('layout2')).toEqual({});
    expect(parseSettingsPatch({ layout: [] })).toEqual({});
  });
});

describe('settingsFromQueryString', () => {
  it('reads JSON default settings from ?defaultSettings=', () => {
    const json = JSON.stringify({ layout: { style: 'layout2' }, theme: { main: 'beach' } });
    expect(settingsFromQueryString(`?defaultSettings=${encodeURIComponent(json)}`)).toEqual({
      layout: { style: 'layout2' },
      theme: { main: 'beach' },
    });
    expect(
      settingsFromQueryString(
        new URLSearchParams({ page: '2', defaultSettings: '{"direction":"rtl"}' }),
      ),
    ).toEqual({ direction: 'rtl' });
  });

  it('ignores invalid JSON, a missing parameter and settings with nothing usable', () => {
    expect(settingsFromQueryString('?defaultSettings={layout:')).toBeUndefined();
    expect(settingsFromQueryString('?defaultSettings=')).toBeUndefined();
    expect(settingsFromQueryString('?other=1')).toBeUndefined();
    expect(settingsFromQueryString('')).toBeUndefined();
    expect(settingsFromQueryString('?defaultSettings=42')).toBeUndefined();
    expect(settingsFromQueryString('?defaultSettings={"theme":{"main":"neon"}}')).toBeUndefined();
  });

  it('reads another parameter name when told', () => {
    expect(settingsFromQueryString('?s={"animations":false}', 's')).toEqual({ animations: false });
  });
});
