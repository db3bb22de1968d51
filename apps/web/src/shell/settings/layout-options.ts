import { settingsPanelEn } from './locales/en.ts';
import type { SettingsTranslateKey } from './locales/en.ts';
import { mergeLayoutConfig, parseLayoutConfigPatch } from './merge-settings.ts';
import type { LayoutConfig, LayoutSection, LayoutStyle } from './settings-types.ts';

type PanelTexts = typeof settingsPanelEn.settingsPanel;
type TextKey = Exclude<keyof PanelTexts, 'themes'>;

/** Where a form field lives in a layout config: `mode`, `scroll` or `section.field`. */
export type LayoutOptionPath =
  | 'mode'
  | 'scroll'
  | { [S in LayoutSection]: `${S}.${keyof LayoutConfig[S] & string}` }[LayoutSection];

/** The type of the value at a path, e.g. `boolean` for `navbar.folded`. */
export type LayoutValueAt<P extends LayoutOptionPath> = P extends `${infer S}.${infer F}`
  ? S extends LayoutSection
    ? F extends keyof LayoutConfig[S]
      ? LayoutConfig[S][F]
      : never
    : never
  : P extends 'mode' | 'scroll'
    ? LayoutConfig[P]
    : never;

export type LayoutChoice = {
  readonly value: string;
  readonly label: string;
  readonly translate: SettingsTranslateKey;
};

/** One choice out of several (radio buttons). */
export type LayoutRadioOption = {
  readonly type: 'radio';
  readonly path: LayoutOptionPath;
  readonly label: string;
  readonly translate: SettingsTranslateKey;
  readonly choices: readonly LayoutChoice[];
};

/** On or off. */
export type LayoutSwitchOption = {
  readonly type: 'switch';
  readonly path: LayoutOptionPath;
  readonly label: string;
  readonly translate: SettingsTranslateKey;
};

/** Options of one part of the layout (navbar, toolbar, ...), shown together under a title. */
export type LayoutGroupOption = {
  readonly type: 'group';
  readonly section: LayoutSection;
  readonly label: string;
  readonly translate: SettingsTranslateKey;
  readonly children: readonly (LayoutRadioOption | LayoutSwitchOption)[];
};

export type LayoutOption = LayoutRadioOption | LayoutSwitchOption | LayoutGroupOption;

/** What the settings panel offers for one layout style. */
export type LayoutStyleDescription = {
  readonly style: LayoutStyle;
  readonly label: string;
  readonly translate: SettingsTranslateKey;
  readonly options: readonly LayoutOption[];
};

const texts: PanelTexts = settingsPanelEn.settingsPanel;

function text(key: TextKey): { label: string; translate: SettingsTranslateKey } {
  return { label: texts[key], translate: `settingsPanel.${key}` };
}

type ChoiceValue = Extract<LayoutValueAt<LayoutOptionPath>, string>;

const CHOICE_TEXT: Readonly<Record<ChoiceValue, TextKey>> = {
  boxed: 'boxed',
  fullwidth: 'fullwidth',
  container: 'container',
  body: 'scrollBody',
  content: 'scrollContent',
  left: 'left',
  right: 'right',
  fixed: 'fixed',
  static: 'static',
  above: 'above',
  below: 'below',
};

function radio<P extends LayoutOptionPath>(
  path: P,
  title: TextKey,
  values: readonly Extract<LayoutValueAt<P>, string>[],
): LayoutRadioOption {
  return {
    type: 'radio',
    path,
    ...text(title),
    choices: values.map((value) => ({ value, ...text(CHOICE_TEXT[value]) })),
  };
}

function toggle<P extends LayoutOptionPath>(
  path: P & (LayoutValueAt<P> extends boolean ? P : never),
  title: TextKey,
): LayoutSwitchOption {
  return { type: 'switch', path, ...text(title) };
}

function group(
  section: LayoutSection,
  children: readonly (LayoutRadioOption | LayoutSwitchOption)[],
): LayoutGroupOption {
  return { type: 'group', section, ...text(section), children };
}

const sidePanels = [
  group('leftSidePanel', [toggle('leftSidePanel.display', 'display')]),
  group('rightSidePanel', [toggle('rightSidePanel.display', 'display')]),
];

/**
 * The layout options each style offers in the settings panel. Horizontal layouts offer fewer
 * (hence the note 'Not all option combinations are available').
 */
export const LAYOUT_STYLE_DESCRIPTIONS: Readonly<Record<LayoutStyle, LayoutStyleDescription>> = {
  layout1: {
    style: 'layout1',
    ...text('layout1'),
    options: [
      radio('mode', 'mode', ['boxed', 'fullwidth']),
      radio('scroll', 'scroll', ['body', 'content']),
      group('navbar', [
        toggle('navbar.display', 'display'),
        toggle('navbar.folded', 'folded'),
        radio('navbar.position', 'position', ['left', 'right']),
      ]),
      group('toolbar', [
        toggle('toolbar.display', 'display'),
        radio('toolbar.style', 'style', ['fixed', 'static']),
        radio('toolbar.position', 'position', ['above', 'below']),
      ]),
      group('footer', [
        toggle('footer.display', 'display'),
        radio('footer.style', 'style', ['fixed', 'static']),
        radio('footer.position', 'position', ['above', 'below']),
      ]),
      ...sidePanels,
    ],
  },
  layout2: {
    style: 'layout2',
    ...text('layout2'),
    options: [
      radio('mode', 'mode', ['boxed', 'fullwidth']),
      group('navbar', [toggle('navbar.display', 'display')]),
      group('toolbar', [
        toggle('toolbar.display', 'display'),
        radio('toolbar.position', 'position', ['above', 'below']),
      ]),
      group('footer', [
        toggle('footer.display', 'display'),
        radio('footer.style', 'style', ['fixed', 'static']),
      ]),
      ...sidePanels,
    ],
  },
  layout3: {
    style: 'layout3',
    ...text('layout3'),
    options: [
      radio('mode', 'mode', ['boxed', 'fullwidth', 'container']),
      group('navbar', [toggle('navbar.display', 'display')]),
      group('toolbar', [
        toggle('toolbar.display', 'display'),
        radio('toolbar.position', 'position', ['above', 'below']),
      ]),
      group('footer', [
        toggle('footer.display', 'display'),
        radio('footer.style', 'style', ['fixed', 'static']),
      ]),
      ...sidePanels,
    ],
  },
};

/** The note under the layout options. */
export const LAYOUT_OPTIONS_NOTE = text('note');

/** The value a form field shows. */
export function readLayoutValue(config: LayoutConfig, path: LayoutOptionPath): string | boolean {
  const [first, field] = path.split('.');
  if (first === 'mode') return config.mode;
  if (first === 'scroll') return config.scroll;
  const part: Readonly<Record<string, string | boolean>> = config[first as LayoutSection];
  const value = field === undefined ? undefined : part[field];
  if (value === undefined) throw new Error(`Unknown layout option: ${path}`);
  return value;
}

/** The config with one field changed; a value of the wrong kind leaves the config as it was. */
export function writeLayoutValue(
  config: LayoutConfig,
  path: LayoutOptionPath,
  value: string | boolean,
): LayoutConfig {
  const [first, field] = path.split('.');
  const raw = field === undefined ? { [path]: value } : { [first ?? '']: { [field]: value } };
  return mergeLayoutConfig(config, parseLayoutConfigPatch(raw));
}
