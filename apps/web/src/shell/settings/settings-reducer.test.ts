import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, LAYOUT_DEFAULTS } from './layout-defaults.ts';
import { mergeSettings } from './merge-settings.ts';
import { createSettingsState, settingsActions, settingsReducer } from './settings-reducer.ts';

describe('createSettingsState', () => {
  it('starts with initial, defaults and current alike', () => {
    const state = createSettingsState();
    expect(state.initial).toEqual(DEFAULT_SETTINGS);
    expect(state.defaults).toBe(state.initial);
    expect(state.current).toBe(state.initial);
  });

  it('folds overrides (e.g. from the query string) into the initial settings', () => {
    const state = createSettingsState(DEFAULT_SETTINGS, { layout: { style: 'layout3' } });
    expect(state.initial.layout).toEqual({ style: 'layout3', config: LAYOUT_DEFAULTS.layout3 });
  });
});

describe('settingsReducer', () => {
  const start = createSettingsState();

  it('set current changes only the current settings', () => {
    const state = settingsReducer(start, settingsActions.setCurrent({ theme: { main: 'sunset' } }));
    expect(state.current.theme.main).toBe('sunset');
    expect(state.defaults).toBe(start.defaults);
    expect(state.initial).toBe(start.initial);
  });

  it('set current builds on the current settings', () => {
    const first = settingsReducer(start, settingsActions.setCurrent({ theme: { main: 'sunset' } }));
    const second = settingsReducer(first, settingsActions.setCurrent({ animations: false }));
    expect(second.current.theme.main).toBe('sunset');
    expect(second.current.animations).toBe(false);
  });

  it('set default changes the defaults and makes current the same', () => {
    const changed = settingsReducer(start, settingsActions.setCurrent({ direction: 'rtl' }));
    const state = settingsReducer(
      changed,
      settingsActions.setDefault({ layout: { style: 'layout2' } }),
    );
    expect(state.defaults.layout).toEqual({ style: 'layout2', config: LAYOUT_DEFAULTS.layout2 });
    expect(state.current).toBe(state.defaults);
    expect(state.current.direction).toBe('ltr');
    expect(state.initial).toBe(start.initial);
  });

  it('reset returns current to the defaults', () => {
    const saved = settingsReducer(start, settingsActions.setDefault({ theme: { main: 'greeny' } }));
    const changed = settingsReducer(saved, settingsActions.setCurrent({ theme: { main: 'tech' } }));
    const state = settingsReducer(changed, settingsActions.resetToDefaults());
    expect(state.current.theme.main).toBe('greeny');
    expect(state.current).toBe(state.defaults);
  });

  it('set initial returns defaults and current to how the app started', () => {
    const saved = settingsReducer(start, settingsActions.setDefault({ theme: { main: 'greeny' } }));
    const changed = settingsReducer(saved, settingsActions.setCurrent({ animations: false }));
    const state = settingsReducer(changed, settingsActions.setInitial());
    expect(state.defaults).toBe(start.initial);
    expect(state.current).toBe(start.initial);
  });

  it('keeps the same state object when nothing changes', () => {
    expect(settingsReducer(start, settingsActions.setCurrent({ direction: 'ltr' }))).toBe(start);
    expect(settingsReducer(start, settingsActions.setDefault({}))).toBe(start);
    expect(settingsReducer(start, settingsActions.resetToDefaults())).toBe(start);
    expect(settingsReducer(start, settingsActions.setInitial())).toBe(start);
  });

  it('set current with another style resets the layout config to that style', () => {
    const custom = settingsReducer(
      start,
      settingsActions.setCurrent({ layout: { config: { mode: 'boxed' } } }),
    );
    const state = settingsReducer(
      custom,
      settingsActions.setCurrent({ layout: { style: 'layout3' } }),
    );
    expect(state.current.layout.config).toEqual(LAYOUT_DEFAULTS.layout3);
    expect(state.current).toEqual(
      mergeSettings(DEFAULT_SETTINGS, { layout: { style: 'layout3' } }),
    );
  });
});
