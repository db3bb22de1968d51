import { describe, expect, it } from 'vitest';
import { layoutDefaults } from './layout-defaults.ts';
import {
  LAYOUT_OPTIONS_NOTE,
  LAYOUT_STYLE_DESCRIPTIONS,
  readLayoutValue,
  writeLayoutValue,
} from './layout-options.ts';
import type { LayoutOption, LayoutRadioOption, LayoutSwitchOption } from './layout-options.ts';
import { settingsPanelAr } from './locales/ar.ts';
import { settingsPanelEn } from './locales/en.ts';
import { settingsPanelTr } from './locales/tr.ts';
import { LAYOUT_STYLES } from './settings-types.ts';

function fields(options: readonly LayoutOption[]): (LayoutRadioOption | LayoutSwitchOption)[] {
  return options.flatMap((option) => (option.type === 'group' ? option.children : [option]));
}

function lookup(resources: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      resources,
    );
}

describe('layout style descriptions', () => {
  it('describe every style with a label', () => {
    expect(Object.keys(LAYOUT_STYLE_DESCRIPTIONS)).toEqual([...LAYOUT_STYLES]);
    expect(LAYOUT_STYLE_DESCRIPTIONS.layout1.label).toBe('Vertical');
    expect(LAYOUT_STYLE_DESCRIPTIONS.layout2.label).toBe('Horizontal');
    expect(LAYOUT_OPTIONS_NOTE.label).toBe('Not all option combinations are available');
  });

  it('use radios, switches and nested groups', () => {
    const types = new Set(LAYOUT_STYLE_DESCRIPTIONS.layout1.options.map((option) => option.type));
    expect(types).toEqual(new Set(['radio', 'group']));
    const navbar = LAYOUT_STYLE_DESCRIPTIONS.layout1.options.find(
      (option) => option.type === 'group' && option.section === 'navbar',
    );
    expect(navbar?.type === 'group' && navbar.children.map((child) => child.type)).toEqual([
      'switch',
      'switch',
      'radio',
    ]);
  });

  it('offer the container mode only in layout3', () => {
    const modes = (style: keyof typeof LAYOUT_STYLE_DESCRIPTIONS) =>
      fields(LAYOUT_STYLE_DESCRIPTIONS[style].options)
        .filter((field): field is LayoutRadioOption => field.path === 'mode')
        .flatMap((field) => field.choices.map((choice) => choice.value));
    expect(modes('layout1')).toEqual(['boxed', 'fullwidth']);
    expect(modes('layout3')).toEqual(['boxed', 'fullwidth', 'container']);
  });

  it.each(LAYOUT_STYLES)("%s: every field reads and writes the style's config", (style) => {
    const config = layoutDefaults(style);
    for (const field of fields(LAYOUT_STYLE_DESCRIPTIONS[style].options)) {
      const value = readLayoutValue(config, field.path);
      if (field.type === 'switch') {
        expect(typeof value).toBe('boolean');
        const written = writeLayoutValue(config, field.path, !value);
        expect(readLayoutValue(written, field.path)).toBe(!value);
      } else {
        expect(field.choices.map((choice) => choice.value)).toContain(value);
        for (const choice of field.choices) {
          expect(
            readLayoutValue(writeLayoutValue(config, field.path, choice.value), field.path),
          ).toBe(choice.value);
        }
      }
    }
  });

  it('has every label translated in English, Turkish and Arabic', () => {
    const keys = [LAYOUT_OPTIONS_NOTE.translate];
    for (const style of LAYOUT_STYLES) {
      const description = LAYOUT_STYLE_DESCRIPTIONS[style];
      keys.push(description.translate);
      for (const option of description.options) {
        keys.push(option.translate);
        for (const field of fields([option])) {
          keys.push(field.translate);
          if (field.type === 'radio') keys.push(...field.choices.map((choice) => choice.translate));
        }
      }
    }
    for (const key of keys) {
      for (const resources of [settingsPanelEn, settingsPanelTr, settingsPanelAr]) {
        expect(typeof lookup(resources, key), key).toBe('string');
      }
    }
    expect(lookup(settingsPanelEn, LAYOUT_OPTIONS_NOTE.translate)).toBe(LAYOUT_OPTIONS_NOTE.label);
  });
});

describe('writeLayoutValue', () => {
  it('changes one field and leaves the input alone', () => {
    const config = layoutDefaults('layout1');
    const written = writeLayoutValue(config, 'navbar.position', 'right');
    expect(written.navbar).toEqual({ display: true, folded: false, position: 'right' });
    expect(config.navbar.position).toBe('left');
  });

  it('ignores a value of the wrong kind', () => {
    const config = layoutDefaults('layout1');
    expect(writeLayoutValue(config, 'navbar.folded', 'yes')).toEqual(config);
    expect(writeLayoutValue(config, 'mode', 'huge')).toEqual(config);
    expect(writeLayoutValue(config, 'toolbar.position', true)).toEqual(config);
  });
});
