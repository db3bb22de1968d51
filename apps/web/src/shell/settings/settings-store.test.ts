import '../../app/app-texts.ts';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { DEFAULT_SETTINGS, layoutDefaults } from './layout-defaults.ts';
import { settingsActions } from './settings-reducer.ts';
import { createSettingsStore, settingsStore } from './settings-store.ts';

describe('settings store', () => {
  it('starts from the defaults with the query-string overrides on top', () => {
    const store = createSettingsStore({ layout: { style: 'layout3' }, theme: { main: 'slate' } });
    const { current } = store.getState();
    expect(current.layout).toEqual({ style: 'layout3', config: layoutDefaults('layout3') });
    expect(current.theme).toEqual({ ...DEFAULT_SETTINGS.theme, main: 'slate' });
  });

  it("lays the overrides over a user's saved settings, in the given direction", () => {
    const store = createSettingsStore({ theme: { navbar: 'beach' } });
    const defaults = store.defaultsFor(
      { layout: { style: 'layout2' }, theme: { main: 'greeny', navbar: 'greeny' } },
      'rtl',
    );
    expect(defaults.layout.style).toBe('layout2');
    expect(defaults.theme).toMatchObject({ main: 'greeny', navbar: 'beach' });
    expect(defaults.direction).toBe('rtl');
  });

  it('tells its listeners about changes, not about actions that change nothing', () => {
    const store = createSettingsStore(undefined);
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.dispatch(settingsActions.setCurrent({ animations: false }));
    store.dispatch(settingsActions.setCurrent({ animations: false }));
    expect(calls).toBe(1);
    expect(store.getState().current.animations).toBe(false);
    store.dispatch(settingsActions.resetToDefaults());
    expect(store.getState().current.animations).toBe(true);
    unsubscribe();
    store.dispatch(settingsActions.setCurrent({ animations: false }));
    expect(calls).toBe(2);
  });

  it('hands default-settings changes to the registered persister until it is removed', () => {
    const store = createSettingsStore(undefined);
    const saved: unknown[] = [];
    const remove = store.setPersister((patch) => saved.push(patch));
    store.persist({ customScrollbars: false });
    remove();
    store.persist({ animations: false });
    expect(saved).toEqual([{ customScrollbars: false }]);
  });

  it("follows the language's direction: Arabic right to left, others left to right", async () => {
    await changeLanguage('ar');
    expect(settingsStore.getState().current.direction).toBe('rtl');
    await changeLanguage('tr');
    expect(settingsStore.getState().current.direction).toBe('ltr');
    await changeLanguage('en');
  });
});
